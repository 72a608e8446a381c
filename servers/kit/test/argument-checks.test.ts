// Arguments the kit refuses for every tool before a call, each naming the parameter at fault in
// `_meta["kopa/error"].parameter` as well as in the text; and the shared calendar check.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { connectInMemory, createHub, type Hub, isCalendarDay, isCalendarYmd } from '../src/index.ts';
import { notesPlatform } from './fixtures/notes-platform.ts';

const KEY = notesPlatform.auth.demoKey;
let hub: Hub;
let client: Client;

afterEach(async () => {
  await client?.close();
  await hub?.close();
});

async function call(args: Record<string, unknown>) {
  hub = await createHub({ platforms: [notesPlatform] });
  const { token } = hub.createSession({});
  client = await connectInMemory({ hub, platform: 'notes', token });
  const result = await client.callTool({ name: 'notes_list_notes', arguments: args });
  const text = (result.content as Array<{ text: string }>)[0]?.text ?? '';
  return { result, text, meta: result._meta?.['kopa/error'] as { code: string; parameter?: string } | undefined };
}

describe('arguments refused before a call', () => {
  it('names the parameter of a schema refusal in the error meta', async () => {
    const { result, meta, text } = await call({ crtfc_key: KEY, page_count: 500 });
    expect(result.isError).toBe(true);
    expect(meta).toMatchObject({ code: 'INVALID_ARGS', parameter: 'page_count' });
    expect(text).toContain('page_count must be 1–100');
  });

  it('names an unknown parameter, and names none when several are at fault', async () => {
    expect((await call({ crtfc_key: KEY, pageNo: 2 })).meta).toMatchObject({ parameter: 'pageNo' });
    await client.close();
    await hub.close();
    const several = await call({ crtfc_key: KEY, page_count: 500, tag: 'prime' });
    expect(several.meta?.code).toBe('INVALID_ARGS');
    expect(several.meta?.parameter).toBeUndefined();
  });

  it('refuses text with a lone surrogate, which no URL can carry, and keeps a whole emoji', async () => {
    const broken = await call({ crtfc_key: `${KEY}\uD83D` });
    expect(broken.meta).toMatchObject({ code: 'INVALID_ARGS', parameter: 'crtfc_key' });
    expect(broken.text).toMatch(/lone UTF-16 surrogate.*valid Unicode/);
    await client.close();
    await hub.close();
    const emoji = await call({ crtfc_key: `${KEY}😀` });
    expect(emoji.meta?.code).not.toBe('INVALID_ARGS');
  });
});

describe('the calendar check', () => {
  it.each([
    ['20260228', true],
    ['20260230', false],
    ['20240229', true],
    ['20250229', false],
    ['20261301', false],
    ['20260100', false],
    ['202612', true],
    ['202613', false],
    ['2026', true],
    ['2026-02-30', true], // another shape is left to the pattern check
  ])('%s is a calendar date prefix: %s', (text, real) => {
    expect(isCalendarYmd(text)).toBe(real);
  });

  it('reads years below 100 as themselves', () => {
    expect(isCalendarDay(4, 2, 29)).toBe(true);
    expect(isCalendarDay(100, 2, 29)).toBe(false);
  });
});
