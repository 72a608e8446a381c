import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectInMemory, createHub, type FetchLike, UpstreamError } from '../src/index.ts';
import { readCassette, redactRequest, requestKey } from '../src/upstream/cassette.ts';
import { createRecordingFetch } from '../src/upstream/cassette-record.ts';
import { loadReplay } from '../src/upstream/cassette-replay.ts';
import { notesPlatform } from './fixtures/notes-platform.ts';

// A key no fixture contains, so that finding it anywhere in a cassette is a leak.
const FAKE_KEY = 'c0ffee5ecre7c0ffee5ecre7c0ffee5ecre7abcd';
const dir = mkdtempSync(join(tmpdir(), 'kopa-cassette-'));
let fileCount = 0;
const freshFile = () => join(dir, `cassette-${++fileCount}.jsonl`);

describe('the cassette request key', () => {
  it('ignores query order and the fragment, and keeps method and body apart', () => {
    const key = (method: string, url: string, body?: string) =>
      requestKey({ method, url, ...(body !== undefined ? { body } : {}) });
    expect(key('GET', 'https://x.kr/a?b=2&a=1#top')).toBe(key('get', 'https://x.kr/a?a=1&b=2'));
    expect(key('GET', 'https://x.kr/a?a=1')).not.toBe(key('POST', 'https://x.kr/a?a=1'));
    expect(key('POST', 'https://x.kr/a', '{"basDd":"20260831"}')).not.toBe(
      key('POST', 'https://x.kr/a', '{"basDd":"20260830"}'),
    );
  });

  it.each([
    [
      'a query parameter',
      'https://x.kr/api/list.json?crtfc_key=KEY&page=1',
      'https://x.kr/api/list.json?crtfc_key=***&page=1',
    ],
    ['a path segment', 'http://x.kr:8088/KEY/json/Station/1/5/', 'http://x.kr:8088/***/json/Station/1/5/'],
  ])('redacts a key in %s', (_where, url, redacted) => {
    expect(redactRequest({ method: 'GET', url: url.replace('KEY', FAKE_KEY), headers: {} }, [FAKE_KEY]).url).toBe(
      redacted,
    );
  });

  it('redacts a percent-encoded key and a key sent as a header', () => {
    const key = 'ab+cd/ef==';
    const request = redactRequest(
      {
        method: 'GET',
        url: `https://x.kr/svc?serviceKey=${encodeURIComponent(key)}`,
        headers: { auth_key: key },
      },
      [key],
    );
    expect(request).toEqual({ method: 'GET', url: 'https://x.kr/svc?serviceKey=***', headers: { auth_key: '***' } });
  });
});

describe('reading a cassette', () => {
  it('names the missing file and how to record one', () => {
    expect(() => readCassette(join(dir, 'absent.jsonl'))).toThrow(
      /no cassette at .*absent\.jsonl; record one first with: kopa record/,
    );
  });

  it.each([
    ['a line cut short', '{"platform":"notes"', /:1: the last exchange is cut short.*delete that line/],
    ['a line that is not JSON', 'nope\n', /:1: not JSON/],
    ['a line that is not an exchange', '{"platform":"notes"}\n', /:1: not a cassette exchange/],
  ])('fails on %s with its line number', (_what, text, message) => {
    const file = freshFile();
    writeFileSync(file, text);
    expect(() => readCassette(file)).toThrow(message);
  });
});

describe('recording and replaying a fetch', () => {
  const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x80, 0x0a]);
  // A stand-in upstream that answers with a counter, a ZIP and an echo of the key it was sent.
  function upstream(): FetchLike {
    let count = 0;
    return async (url) => {
      const { pathname, searchParams } = new URL(url);
      if (pathname === '/corpCode.xml')
        return new Response(ZIP, { headers: { 'content-type': 'application/zip', etag: '"v1"' } });
      if (pathname === '/echo') return Response.json({ youSent: searchParams.get('key') });
      count += 1;
      return Response.json({ count }, { status: 200, headers: { 'set-cookie': 'session=1' } });
    };
  }
  const record = (file: string) =>
    createRecordingFetch({ fetch: upstream(), file, platform: 'notes', baseUrl: 'https://x.kr', secrets: [FAKE_KEY] });
  const replay = (file: string) =>
    loadReplay({ file, platform: 'notes', envVar: 'KOPA_NOTES_KEY' }).fetchFor([FAKE_KEY]);

  it('replays binary bodies byte for byte, with the headers a client reads and not the cookies', async () => {
    const file = freshFile();
    const recorded = await record(file)(`https://x.kr/corpCode.xml?key=${FAKE_KEY}`);
    const replayed = await replay(file)(`https://x.kr/corpCode.xml?key=${FAKE_KEY}`);
    expect(new Uint8Array(await recorded.arrayBuffer())).toEqual(ZIP);
    expect(new Uint8Array(await replayed.arrayBuffer())).toEqual(ZIP);
    expect(replayed.headers.get('etag')).toBe('"v1"');
    expect(readCassette(file)[0]?.response).toMatchObject({ encoding: 'base64', headers: { etag: '"v1"' } });
  });

  it('keeps the key out of the cassette, in the URL and in an echoing body', async () => {
    const file = freshFile();
    await (await record(file)(`https://x.kr/echo?key=${FAKE_KEY}`)).text();
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(FAKE_KEY);
    expect(readCassette(file)[0]?.request.url).toBe('https://x.kr/echo?key=***');
  });

  it('answers repeated requests in recording order, then repeats the last', async () => {
    const file = freshFile();
    const recording = record(file);
    for (let call = 0; call < 2; call++) await recording(`https://x.kr/count?key=${FAKE_KEY}`);
    const fetch = replay(file);
    const counts = [];
    for (let call = 0; call < 4; call++)
      counts.push(((await (await fetch(`https://x.kr/count?key=${FAKE_KEY}`)).json()) as { count: number }).count);
    expect(counts).toEqual([1, 2, 2, 2]);
  });

  it('fails a request it never recorded with an UpstreamError naming it, key redacted', async () => {
    const file = freshFile();
    await record(file)(`https://x.kr/count?key=${FAKE_KEY}`);
    const error = await replay(file)(`https://x.kr/count?key=${FAKE_KEY}&page=2`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ code: 'NOT_RECORDED', platform: 'notes' });
    expect((error as Error).message).toContain('GET https://x.kr/count?key=***&page=2');
    expect((error as UpstreamError).hint).toMatch(/kopa record notes --out .* with KOPA_NOTES_KEY set/);
  });
});

describe('a session recorded live and replayed through the hub', () => {
  let upstreamServer: Server;
  let baseUrl: string;
  const calls = [
    { name: 'notes_list_notes', arguments: { crtfc_key: 'kopa-live-notes-key', page_count: 5 } },
    { name: 'notes_list_notes', arguments: { crtfc_key: 'kopa-live-notes-key', tag: 'odd', page_no: 2 } },
    { name: 'notes_pin_note', arguments: { id: 'n03' } },
    { name: 'notes_list_notes', arguments: { crtfc_key: 'wrong-key-1234', page_count: 5 } },
  ];

  // The notes emulation over real loopback HTTP, expecting the distinctive key.
  beforeAll(async () => {
    const sim = notesPlatform.sim(notesPlatform.dataset());
    upstreamServer = createServer((request, response) => {
      Promise.resolve(
        sim(new Request(new URL(request.url ?? '/', notesPlatform.baseUrl)), {
          credentials: { status: 'active', key: FAKE_KEY },
          now: new Date('2026-09-01T10:00:00+09:00'),
          overlay: {},
        }),
      ).then(async (reply) => {
        response.writeHead(reply.status, Object.fromEntries(reply.headers));
        response.end(Buffer.from(await reply.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => upstreamServer.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(upstreamServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => upstreamServer.close(() => resolve())));

  async function session(options: Parameters<typeof createHub>[0]) {
    const hub = await createHub({ ...options, idleMs: 0 });
    const { token } = hub.createSession();
    const client: Client = await connectInMemory({ hub, platform: 'notes', token });
    const run = async (call: { name: string; arguments: Record<string, unknown> }) => {
      const result = await client.callTool(call);
      return { content: result.content, isError: result.isError ?? false };
    };
    return { hub, client, run };
  }

  it('gives the same tool results from the cassette, which holds no key, and names a call never made', async () => {
    const file = freshFile();
    const recording = await session({
      platforms: [notesPlatform],
      mode: 'live',
      record: file,
      env: { KOPA_NOTES_KEY: FAKE_KEY, KOPA_NOTES_BASE_URL: baseUrl },
    });
    const live = [];
    for (const call of calls) live.push(await recording.run(call));
    await recording.client.close();
    await recording.hub.close();
    expect(live.map((result) => result.isError)).toEqual([false, false, false, true]);

    const replaying = await session({ platforms: [notesPlatform], mode: 'replay', cassette: file, env: {} });
    const replayed = [];
    for (const call of calls) replayed.push(await replaying.run(call));
    expect(replayed).toEqual(live);
    expect(readFileSync(file, 'utf8')).not.toContain(FAKE_KEY);
    expect(readCassette(file)).toHaveLength(3);
    expect(replaying.hub.platforms.get('notes')?.cassette).toMatchObject({ file, exchanges: 3 });
    // The client is told that it reads recorded responses, not the emulation.
    const meta = (await replaying.client.callTool(calls[0] as (typeof calls)[number]))._meta;
    expect(meta?.['kopa/data']).toMatchObject({ source: 'replay' });
    // …as of when they were recorded, not the session clock.
    const recorded = replaying.hub.platforms.get('notes')?.cassette?.recorded;
    expect(recorded).toBeDefined();
    const disclosure = (meta?.['kopa/data'] ?? {}) as { as_of?: string };
    expect(disclosure.as_of).toContain(recorded?.from.slice(0, 10) ?? 'a recording date');

    const miss = await replaying.run({
      name: 'notes_list_notes',
      arguments: { crtfc_key: 'kopa-live-notes-key', tag: 'even' },
    });
    expect(miss.isError).toBe(true);
    expect(JSON.stringify(miss.content)).toContain(
      `NOTES NOT_RECORDED the cassette ${file} has no recorded response to GET ${baseUrl}/api/list.json?crtfc_key=***&page_no=1&page_count=10&tag=even`,
    );
    await replaying.client.close();
    await replaying.hub.close();
  });

  it('refuses to replay without a cassette and to record offline', async () => {
    await expect(createHub({ platforms: [notesPlatform], mode: 'replay' })).rejects.toThrow(/needs a cassette/);
    await expect(createHub({ platforms: [notesPlatform], record: freshFile() })).rejects.toThrow(/needs live mode/);
    await expect(
      createHub({ platforms: [notesPlatform], mode: 'replay', cassette: join(dir, 'none.jsonl') }),
    ).rejects.toThrow(/no cassette at/);
  });
});
