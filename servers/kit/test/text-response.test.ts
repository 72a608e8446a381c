import { describe, expect, it } from 'vitest';
import { jsonResponse, xmlResponse } from '../src/index.ts';

describe('the emulation responses', () => {
  it('serve their body once as text, JSON, bytes or a stream, like a real Response', async () => {
    const body = { response: { header: { resultCode: '00' }, items: ['가', 'b'] } };
    const text = JSON.stringify(body);
    expect(await jsonResponse(body).text()).toBe(text);
    expect(await jsonResponse(body).json()).toEqual(body);
    expect(new TextDecoder().decode(await jsonResponse(body).arrayBuffer())).toBe(text);
    expect(await new Response(jsonResponse(body).body).text()).toBe(text);
    const response = jsonResponse(body);
    expect(response.bodyUsed).toBe(false);
    await response.text();
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
    expect(() => response.clone()).toThrow(TypeError);
  });

  it('keep status, headers and the Response type, and clone before a read', async () => {
    const response = xmlResponse('<response/>', 404);
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(404);
    expect(response.ok).toBe(false);
    expect(response.headers.get('content-type')).toBe('text/xml;charset=UTF-8');
    const copy = response.clone();
    expect(await response.text()).toBe('<response/>');
    expect(await copy.text()).toBe('<response/>');
    expect(copy.status).toBe(404);
  });
});
