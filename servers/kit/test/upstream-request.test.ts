// The light request an offline tool call hands the emulation must read like the real `Request` a
// client's fetch would build from the same arguments.
import { describe, expect, it } from 'vitest';
import { upstreamRequest } from '../src/upstream/upstream-request.ts';

describe('upstreamRequest', () => {
  it('reads URL, method and headers as a Request does', () => {
    const init = {
      method: 'post',
      headers: { 'User-Agent': 'kopa-test', AUTH_KEY: 'k1' },
      body: '{"basDd":"20260831"}',
    };
    const light = upstreamRequest('https://data-dbg.krx.co.kr/svc/apis/sto/stk_bydd_trd?x=%ED%95%9C', init);
    const real = new Request('https://data-dbg.krx.co.kr/svc/apis/sto/stk_bydd_trd?x=%ED%95%9C', init);
    expect(light.url).toBe(real.url);
    expect(light.method).toBe(real.method);
    expect(light.headers.get('user-agent')).toBe('kopa-test');
    expect(light.headers.get('auth_key')).toBe(real.headers.get('AUTH_KEY'));
    expect(light.headers.has('referer')).toBe(false);
  });

  it('normalizes the URL as a Request does and refuses one that is not a URL', () => {
    expect(upstreamRequest('https://opendart.fss.or.kr/api/../api/company.json?corp_code=1').url).toBe(
      new Request('https://opendart.fss.or.kr/api/../api/company.json?corp_code=1').url,
    );
    expect(() => upstreamRequest('not a url')).toThrow(TypeError);
  });

  it('hands a text body over once, as text or JSON', async () => {
    const request = upstreamRequest('https://example.test/', { method: 'POST', body: '{"a":1}' });
    expect(await request.json()).toEqual({ a: 1 });
    await expect(request.text()).rejects.toThrow(/already been read/);
    expect(await upstreamRequest('https://example.test/').text()).toBe('');
  });

  it('decodes form and byte bodies the way fetch would', async () => {
    const form = new URLSearchParams({ serviceKey: 'a+b', pageNo: '2' });
    expect(await upstreamRequest('https://example.test/', { method: 'POST', body: form }).text()).toBe(
      await new Request('https://example.test/', { method: 'POST', body: new URLSearchParams(form) }).text(),
    );
    const bytes = new TextEncoder().encode('{"x":"한"}');
    const request = upstreamRequest('https://example.test/', { method: 'POST', body: bytes });
    expect(await request.json()).toEqual({ x: '한' });
    expect(request.headers.get('content-type')).toBeNull();
    const formRequest = upstreamRequest('https://example.test/', { method: 'POST', body: new URLSearchParams(form) });
    expect(formRequest.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  });
});
