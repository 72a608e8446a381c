import { MockAgent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { createLiveFetch, UpstreamTimeoutError } from '../src/index.ts';

const KEY = 'REAL-SECRET-KEY-0001';
const ALIAS = 'kopa-live-x-key';
let agent: MockAgent;

function setup(options: { retries?: number; timeoutMs?: number } = {}) {
  agent = new MockAgent();
  agent.disableNetConnect();
  const sleeps: number[] = [];
  const fetch = createLiveFetch({
    key: KEY,
    alias: ALIAS,
    dispatcher: agent,
    // No rate-limit spacing here: at 1,000/s two calls in one millisecond would add a 1 ms sleep
    // to the recorded backoff schedule.
    ratePerSecond: Number.POSITIVE_INFINITY,
    sleep: async (ms) => void sleeps.push(ms),
    jitter: () => 0.5,
    referer: 'https://www.law.go.kr',
    ...options,
  });
  return { fetch, pool: agent.get('https://api.example.kr'), sleeps };
}

afterEach(async () => agent?.close());

describe('the live fetch', () => {
  it('substitutes the real key for the alias and sends User-Agent and Referer', async () => {
    const { fetch, pool } = setup();
    pool
      .intercept({
        path: `/v1/list.json?key=${KEY}`,
        headers: (headers) =>
          /Mozilla/.test(String(headers['user-agent'])) && headers.referer === 'https://www.law.go.kr',
      })
      .reply(200, { ok: true });
    const response = await fetch(`https://api.example.kr/v1/list.json?key=${ALIAS}`);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('retries 5xx with backoff and gives up after the retry budget', async () => {
    const { fetch, pool, sleeps } = setup({ retries: 2 });
    pool.intercept({ path: '/x' }).reply(503, 'busy').times(3);
    const response = await fetch('https://api.example.kr/x');
    expect(response.status).toBe(503);
    expect(sleeps).toEqual([250, 500]);
  });

  it('does not retry 4xx', async () => {
    const { fetch, pool, sleeps } = setup();
    pool.intercept({ path: '/x' }).reply(401, { respCode: '401' });
    expect((await fetch('https://api.example.kr/x')).status).toBe(401);
    expect(sleeps).toEqual([]);
  });

  it('turns a slow upstream into a timeout after retries', async () => {
    const { fetch, pool } = setup({ retries: 1, timeoutMs: 20 });
    pool.intercept({ path: '/slow' }).reply(200, 'late').delay(500).times(2);
    await expect(fetch('https://api.example.kr/slow')).rejects.toBeInstanceOf(UpstreamTimeoutError);
  });

  it('never shows the real key in a transport error', async () => {
    const { fetch, pool } = setup();
    pool.intercept({ path: `/x?key=${KEY}` }).replyWithError(new Error(`socket hang up for key=${KEY}`));
    const error = await fetch(`https://api.example.kr/x?key=${ALIAS}`).catch((caught: Error) => caught);
    expect(String(error)).not.toContain(KEY);
  });
});
