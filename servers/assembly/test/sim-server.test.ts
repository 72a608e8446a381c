// The live path over real HTTP against `kopa sim serve`, and the emulated upstream's raw answers:
// the WAF's 400 for a request without a User-Agent, XML by default, keyless sample mode, paging caps and the INFO-200 variants.
import { createRuntime, type Platform, type SimServer, startSimServer } from '@kopa/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AssemblyClient, assembly } from '../src/index.ts';
import { BROWSER_USER_AGENT } from '../src/upstream/client.ts';

const platform = assembly as Platform<AssemblyClient>;
const KEY = assembly.auth.demoKey;
let sim: SimServer;
beforeAll(async () => {
  sim = await startSimServer({ platforms: [platform], port: 0 });
});
afterAll(() => sim.close());

const raw = (query: string, headers: Record<string, string> = { 'user-agent': BROWSER_USER_AGENT }) =>
  fetch(`${sim.url}/assembly/portal/openapi/${query}`, { headers });
const body = async (query: string) => (await raw(query)).json() as Promise<Record<string, unknown>>;

describe('the live path over real HTTP against `kopa sim serve`', () => {
  it('answers through undici, the sim server and back, with the alias swapped for the key', async () => {
    const runtime = createRuntime(platform, {
      mode: 'live',
      env: { KOPA_ASSEMBLY_KEY: KEY, KOPA_ASSEMBLY_BASE_URL: `${sim.url}/assembly` },
    });
    const state = runtime.parseState({});
    expect(state.credentials.key).not.toBe(KEY);
    const client = runtime.client({ state });
    const page = await client.list('nzmimeepazxkubdpn', { KEY: state.credentials.key, AGE: '21', pSize: 3 });
    expect(page.totalCount).toBeGreaterThan(10_000);
    const numbers = page.items.map((row) => Number(row.BILL_NO));
    expect(numbers).toHaveLength(3);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(numbers.every((number) => String(number).startsWith('21'))).toBe(true);
  });
});

describe('the emulated upstream over HTTP', () => {
  it('refuses a request without a User-Agent with the WAF\'s 12-byte "Bad Request."', async () => {
    const response = await raw(`ALLNAMEMBER?KEY=${KEY}&Type=json`, { 'user-agent': '' });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toBe('Bad Request.');
    expect(Buffer.byteLength(text)).toBe(12);
  });

  // The User-Agents real clients send and get answers with: open-assembly-mcp (httpx),
  // hollobit/assembly-api-mcp (node's fetch), biyard/ratel (reqwest with "biyard"), requests, axios, curl.
  it.each([
    'python-httpx/0.28.1',
    'node',
    'biyard',
    'python-requests/2.32.3',
    'axios/1.7.9',
    'curl/8.5.0',
    BROWSER_USER_AGENT,
  ])('answers a library client whose User-Agent is %s', async (userAgent) => {
    const response = await raw(`nzmimeepazxkubdpn?KEY=${KEY}&Type=json&AGE=22&pSize=2`, { 'user-agent': userAgent });
    expect(response.status).toBe(200);
    const json = (await response.json()) as { nzmimeepazxkubdpn: [{ head: unknown[] }, { row: unknown[] }] };
    expect(json.nzmimeepazxkubdpn[1].row).toHaveLength(2);
  });

  it('answers XML when Type is not json, and accepts lower-case parameter names', async () => {
    const xml = await (await raw(`nxrvzonlafugpqjuh?KEY=${KEY}&pSize=2`)).text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<nxrvzonlafugpqjuh>\n<head>/);
    expect(xml).toContain('<CODE>INFO-000</CODE>');
    expect(xml.match(/<row>/g)).toHaveLength(2);
    const lower = await body(`nzmimeepazxkubdpn?key=${KEY}&type=json&age=22&psize=1`);
    expect(lower.nzmimeepazxkubdpn).toBeDefined();
  });

  it.each([
    ['pSize over 1000', `nxrvzonlafugpqjuh?KEY=${KEY}&Type=json&pSize=1001`, 'ERROR-336'],
    ['a pIndex that is not an integer', `nxrvzonlafugpqjuh?KEY=${KEY}&Type=json&pIndex=abc`, 'ERROR-333'],
    ['the sample key', 'nxrvzonlafugpqjuh?KEY=sample&Type=json', 'ERROR-290'],
    ['an unknown service code', `nabcdefghijklmnop?KEY=${KEY}&Type=json`, 'ERROR-310'],
    ['BILLINFODETAIL without BILL_ID', `BILLINFODETAIL?KEY=${KEY}&Type=json`, 'ERROR-300'],
    ['a filter that matches nothing', `nzmimeepazxkubdpn?KEY=${KEY}&Type=json&AGE=22&BILL_NAME=없는법`, 'INFO-200'],
  ])('answers %s with a top-level RESULT (HTTP 200)', async (_label, query, code) => {
    const response = await raw(query);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ RESULT: { CODE: code, MESSAGE: expect.any(String) } });
  });

  it('answers a missing AGE with INFO-200 inside the head and no rows', async () => {
    expect(await body(`nzmimeepazxkubdpn?KEY=${KEY}&Type=json&PROPOSER=김`)).toEqual({
      nzmimeepazxkubdpn: [
        { head: [{ list_total_count: 0 }, { RESULT: { CODE: 'INFO-200', MESSAGE: '해당하는 데이터가 없습니다.' } }] },
      ],
    });
  });

  it('sends one row as an object and many as an array', async () => {
    const one = (await body(`nxrvzonlafugpqjuh?KEY=${KEY}&Type=json&HR_DEPT_CD=9700006`)) as {
      nxrvzonlafugpqjuh: [unknown, { row: unknown }];
    };
    expect(Array.isArray(one.nxrvzonlafugpqjuh[1].row)).toBe(false);
    expect(one.nxrvzonlafugpqjuh[1].row).toMatchObject({ COMMITTEE_NAME: '법제사법위원회' });
    const many = (await body(`nxrvzonlafugpqjuh?KEY=${KEY}&Type=json&pSize=3`)) as {
      nxrvzonlafugpqjuh: [{ head: unknown[] }, { row: unknown[] }];
    };
    expect(many.nxrvzonlafugpqjuh[1].row).toHaveLength(3);
  });

  it('serves at most 5 rows of the first page without a KEY (sample mode)', async () => {
    const sample = (await body('nzmimeepazxkubdpn?Type=json&AGE=22&pIndex=3&pSize=50')) as {
      nzmimeepazxkubdpn: [{ head: Array<{ list_total_count?: number }> }, { row: Array<{ BILL_NO: string }> }];
    };
    const [head, rows] = sample.nzmimeepazxkubdpn;
    expect(rows.row).toHaveLength(5);
    expect(head.head[0]?.list_total_count).toBeGreaterThan(10_000);
    const first = (await body(`nzmimeepazxkubdpn?KEY=${KEY}&Type=json&AGE=22&pSize=5`)) as typeof sample;
    expect(rows.row.map((row) => row.BILL_NO)).toEqual(first.nzmimeepazxkubdpn[1].row.map((row) => row.BILL_NO));
  });
});
