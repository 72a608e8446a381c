// korean-law-mcp@4.14.0 (npm; github.com/chrisryugj/korean-law-mcp), run as its own MCP stdio
// server and driven by the official MCP SDK client. Its base URL is hard-coded
// (build/lib/law-url-config.js: `https://www.law.go.kr/DRF`), so the server process is started with
// `node --import test/support/fetch-preload.mjs`, which rewrites that host in global fetch to
// `kopa sim serve`'s /law emulation; its code, key (LAW_OC), headers and queries are its own.
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIM_START_MS, type SimProcess, startSimProcess } from '../support/sim-process.ts';

const SERVER = fileURLToPath(new URL('../../node_modules/korean-law-mcp/build/index.js', import.meta.url));
const PRELOAD = fileURLToPath(new URL('../support/fetch-preload.mjs', import.meta.url));

let sim: SimProcess;
let client: Client;
let serverLog = '';

type Row = Record<string, string>;

/** The emulator's own DRF JSON, read without the client, to check what the client shows. */
async function drf(operation: 'lawSearch' | 'lawService', params: Record<string, string>): Promise<Row> {
  const url = new URL(`${sim.platforms.law?.url}/DRF/${operation}.do`);
  url.search = new URLSearchParams({ OC: sim.platforms.law?.demoKey ?? '', type: 'JSON', ...params }).toString();
  const response = await fetch(url, { headers: { referer: 'https://www.law.go.kr/' } });
  return (await response.json()) as Row;
}

async function rowsOf(params: Record<string, string>, root: string, list: string): Promise<Row[]> {
  const body = (await drf('lawSearch', params)) as unknown as Record<string, Record<string, Row | Row[]>>;
  const rows = body[root]?.[list] ?? [];
  return Array.isArray(rows) ? rows : [rows];
}

async function callText(name: string, args: Record<string, unknown>): Promise<string> {
  const result = await client.callTool({ name, arguments: args });
  const text = (result.content as Array<{ type: string; text?: string }>).map((part) => part.text ?? '').join('\n');
  if (result.isError) throw new Error(`${name} answered an error: ${text}\nserver log:\n${serverLog}`);
  return text;
}

beforeAll(async () => {
  sim = await startSimProcess({ platforms: ['law'] });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', PRELOAD, SERVER],
    env: {
      PATH: process.env.PATH ?? '',
      LAW_OC: sim.platforms.law?.demoKey ?? '',
      KOPA_CONTRACT_ROUTES: JSON.stringify({ 'www.law.go.kr': sim.platforms.law?.url }),
    },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => {
    serverLog += chunk.toString('utf8');
  });
  client = new Client({ name: 'kopa-contract', version: '0.1.0' });
  await client.connect(transport);
}, SIM_START_MS);

afterAll(async () => {
  await client?.close();
  await sim?.close();
});

describe('korean-law-mcp over MCP stdio', () => {
  it('lists its directly exposed tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['search_law', 'get_law_text', 'search_decisions', 'get_decision_text', 'execute_tool']),
    );
  });

  it('search_law finds 근로기준법 with the MST and 법령ID the emulator lists', async () => {
    const [law] = (await rowsOf({ target: 'law', query: '근로기준법' }, 'LawSearch', 'law')).filter(
      (row) => row.법령명한글 === '근로기준법',
    );
    const text = await callText('search_law', { query: '근로기준법' });
    expect(text).toContain('정확매칭');
    expect(text).toContain(`MST: ${law?.법령일련번호}`);
    expect(text).toContain(`법령ID: ${law?.법령ID}`);
  });

  it('search_law answers NOT_FOUND for a law that does not exist', async () => {
    const result = await client.callTool({ name: 'search_law', arguments: { query: '존재하지않는가나다법' } });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain('NOT_FOUND');
  });

  it('get_law_text returns one article with the title the emulator gives it', async () => {
    const [law] = await rowsOf({ target: 'law', query: '근로기준법' }, 'LawSearch', 'law');
    const body = (await drf('lawService', {
      target: 'law',
      MST: law?.법령일련번호 ?? '',
      JO: '006000',
    })) as unknown as {
      법령: { 조문: { 조문단위: Row | Row[] } };
    };
    const units = body.법령.조문.조문단위;
    const article = Array.isArray(units) ? units.find((unit) => unit.조문여부 === '조문') : units;
    const text = await callText('get_law_text', { mst: law?.법령일련번호, jo: '제60조' });
    expect(text).toContain('근로기준법');
    expect(text).toContain(`제60조(${article?.조문제목})`);
  });

  it('search_decisions (precedent) lists the precedents the emulator finds, with their case numbers', async () => {
    const rows = await rowsOf({ target: 'prec', query: '해고', display: '5' }, 'PrecSearch', 'prec');
    const text = await callText('search_decisions', { domain: 'precedent', query: '해고', display: 5 });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(text).toContain(`[${row.판례일련번호}]`);
      expect(text).toContain(row.사건번호);
    }
  });

  it('get_decision_text (precedent) returns the judgment of that case', async () => {
    const [row] = await rowsOf({ target: 'prec', query: '해고', display: '1' }, 'PrecSearch', 'prec');
    const text = await callText('get_decision_text', { domain: 'precedent', id: row?.판례일련번호 });
    expect(text).toContain(row?.사건번호);
    expect(text).toContain(row?.법원명);
    expect(text).toContain('판결요지');
  });

  it('search_decisions (interpretation) lists the interpretations the emulator finds', async () => {
    const rows = await rowsOf({ target: 'expc', query: '근로', display: '5' }, 'Expc', 'expc');
    const text = await callText('search_decisions', { domain: 'interpretation', query: '근로', display: 5 });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(text).toContain(`[${row.법령해석례일련번호}]`);
  });

  it('get_decision_text (interpretation) returns the reply of that interpretation', async () => {
    const [row] = await rowsOf({ target: 'expc', query: '근로', display: '1' }, 'Expc', 'expc');
    const text = await callText('get_decision_text', { domain: 'interpretation', id: row?.법령해석례일련번호 });
    expect(text).toContain(`=== ${row?.안건명} ===`);
    expect(text).toContain(`질의기관: ${row?.질의기관명}`);
    expect(text).toContain('회신내용');
  });

  it('execute_tool search_admin_rule lists administrative rules the emulator finds', async () => {
    const rows = await rowsOf({ target: 'admrul', query: '근로', display: '5' }, 'AdmRulSearch', 'admrul');
    const text = await callText('execute_tool', { tool_name: 'search_admin_rule', params: { query: '근로' } });
    expect(rows.length).toBeGreaterThan(0);
    expect(text).toContain(rows[0]?.행정규칙명);
  });

  it('execute_tool search_ordinance lists local ordinances the emulator finds', async () => {
    const rows = await rowsOf({ target: 'ordin', query: '주차장', display: '5' }, 'OrdinSearch', 'law');
    const text = await callText('execute_tool', { tool_name: 'search_ordinance', params: { query: '주차장' } });
    expect(rows.length).toBeGreaterThan(0);
    expect(text).toContain(rows[0]?.자치법규명);
  });
});
