// The trajectory viewer in a real headless Chromium: report.html of real runs (the openai agent
// against the scripted OpenAI-compatible server over HTTP, the in-process DART server, the real run
// store and report writer), opened from disk. A missing browser fails these tests: install Debian's
// `chromium` (.ci/run does) or point KOPA_CHROMIUM at one.
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPlatform } from '@kopa/servers';
import { loadTasks, type Task } from '@kopa/tasks';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInProcessEnvironment,
  createOpenAIAgent,
  createOracleAgent,
  type Environment,
  type RolloutRecord,
  runEval,
} from '../src/index.ts';
import { resultValue, solveFinance006 } from '../src/testing/finance-006.ts';
import { startScriptedServer, type Turn, type TurnContext } from '../src/testing/scripted-server.ts';

const CHROMIUM = process.env.KOPA_CHROMIUM ?? '/usr/bin/chromium';
const PAYLOAD = '</script><script>globalThis.__pwned = 1</script><!--';
const MARKUP = '<img src=x onerror="globalThis.__pwned = 2">';

const byId = new Map(loadTasks({ ids: ['finance-005', 'finance-006'] }).map((task) => [task.id, task]));
const taskOf = (id: string): Task => {
  const task = byId.get(id);
  if (!task) throw new Error(`missing ${id}`);
  return task;
};
const key = (context: TurnContext) => String(resultValue(context, 0).key);
const solved: Turn[] = solveFinance006;

/** finance-005 failed, with markup everywhere: a tool named like a script (its result quotes the name), an extra lookup, an answer with a tag. */
const hostile: Turn[] = [
  { toolCalls: [{ name: 'dart_get_api_key', args: () => ({}) }] },
  { toolCalls: [{ name: PAYLOAD, args: () => ({ q: PAYLOAD }) }] },
  {
    toolCalls: [
      { name: 'dart_search_corp_code', args: (context) => ({ crtfc_key: key(context), corp_name: PAYLOAD }) },
    ],
  },
  { content: () => `${MARKUP} 관심기업에 추가하지 못했습니다 ${PAYLOAD}` },
];

let environment: Environment & { close(): Promise<void> };
let browser: Browser;
let model: { html: string; records: RolloutRecord[] };
let oracle: { html: string; records: RolloutRecord[] };

beforeAll(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `No Chromium at ${CHROMIUM}: the viewer's browser tests need one. Install Debian's chromium (apt-get install chromium; .ci/run does) or set KOPA_CHROMIUM.`,
    );
  browser = await chromium.launch({ executablePath: CHROMIUM });
  environment = await createInProcessEnvironment([findPlatform('dart')]);
  const server = await startScriptedServer({
    scripts: { [taskOf('finance-006').query]: solved, [taskOf('finance-005').query]: hostile },
  });
  try {
    const runsDir = mkdtempSync(join(tmpdir(), 'kopa-viewer-'));
    const run = await runEval({
      tasks: [taskOf('finance-005'), taskOf('finance-006')],
      agent: createOpenAIAgent({ baseURL: server.url, model: 'scripted', retryBaseDelayMs: 1 }),
      environment,
      rollouts: 1,
      seeds: [0],
      concurrency: 1,
      runsDir,
      runId: 'model',
    });
    model = { html: join(run.directory, 'report.html'), records: run.records };
    const scripted = await runEval({
      tasks: [taskOf('finance-006')],
      agent: createOracleAgent(),
      environment,
      rollouts: 1,
      seeds: [0],
      concurrency: 1,
      runsDir,
      runId: 'oracle',
    });
    oracle = { html: join(scripted.directory, 'report.html'), records: scripted.records };
  } finally {
    await server.close();
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await environment?.close();
});

const recordOf = (records: RolloutRecord[], taskId: string) => {
  const record = records.find((entry) => entry.taskId === taskId);
  if (!record) throw new Error(`no record of ${taskId}`);
  return record;
};

/** The page with its errors collected; `bypassCSP` shows that escaping alone keeps data inert. */
async function open(path: string, options: { bypassCSP?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 2000 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`file://${path}`);
  return { page, errors, close: () => context.close() };
}

async function openTask(page: Page, taskId: string) {
  const row = page.locator(`details.task[data-task="${taskId}"]`);
  await row.locator('summary').first().click();
  await row.locator('.rollout-body').first().waitFor();
  return row;
}

async function search(page: Page, terms: string) {
  await page.fill('#kopa-search', terms);
  await page.locator(`#kopa-count[data-terms="${terms.toLowerCase()}"]`).waitFor({ state: 'attached' });
  return page.textContent('#kopa-count');
}

describe('the trajectory viewer in Chromium', () => {
  it('opens a task and shows every tool call, the tool results, the fact verdicts and the golden-action diff', async () => {
    const { page, errors, close } = await open(model.html);
    try {
      const record = recordOf(model.records, 'finance-006');
      const row = await openTask(page, 'finance-006');
      const called = (record.trajectory?.messages ?? []).flatMap((message) =>
        message.role === 'assistant' ? (message.tool_calls ?? []).map((call) => call.function.name) : [],
      );
      expect(called).toHaveLength(5);
      expect(await row.locator('.message.assistant .call .tool-name').allTextContents()).toEqual(called);
      // Each call is tied to its call-log entry and the golden action it matched.
      expect(await row.locator('.message.assistant .call .badge').allTextContents()).toEqual([
        '#1 → a1',
        '#2 → a2',
        '#3 → a4',
        '#4 → a3',
        '#5 → a5',
      ]);
      // A short result is open; a long one opens on a click and then holds the statement rows.
      await expect(row.locator('details.block.tool pre').first().textContent()).resolves.toContain('crtfc_key');
      const long = row.locator('details.block.tool', { hasText: 'result of dart_get_single_account' }).first();
      expect(await long.getAttribute('open')).toBeNull();
      await long.locator('summary').click();
      await expect(long.locator('pre').textContent()).resolves.toContain('"account_nm": "영업이익"');
      const facts = await row.locator('table.facts tbody tr').allTextContents();
      const verdicts = record.grades?.response.facts ?? [];
      expect(facts).toHaveLength(verdicts.length);
      for (const [index, verdict] of verdicts.entries()) {
        expect(facts[index]).toContain(verdict.why);
        expect(facts[index]).toContain(verdict.found ? '✓' : '✗');
      }
      const golden = await row.locator('table.actions tbody tr').allTextContents();
      expect(golden.map((text) => text.match(/✓ call #\d/)?.[0])).toEqual([
        '✓ call #1',
        '✓ call #2',
        '✓ call #4',
        '✓ call #3',
        '✓ call #5',
      ]);
      await expect(row.locator('.task-info').textContent()).resolves.toContain(taskOf('finance-006').query);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows a failed rollout: fact verdicts with why, ENVIRONMENT diffs per state field, the extra calls', async () => {
    const { page, close } = await open(model.html);
    try {
      const record = recordOf(model.records, 'finance-005');
      expect(record.grades?.environment.passed).toBe(false);
      const row = await openTask(page, 'finance-005');
      const facts = await row.locator('table.facts tbody tr').allTextContents();
      expect(facts.length).toBeGreaterThan(0);
      for (const text of facts) expect(text).toContain('✗');
      const diffs = await row.locator('table.diffs tbody tr td:first-child').allTextContents();
      expect(diffs).toEqual(record.grades?.environment.diffs.map((diff) => diff.path));
      await expect(row.locator('table.extra').textContent()).resolves.toContain('dart_search_corp_code');
      // The tool that does not exist reached no server: its call is in no call-log entry.
      await expect(row.locator('.call', { hasText: 'not in the call log' }).count()).resolves.toBe(1);
    } finally {
      await close();
    }
  });

  it('shows a </script> in a tool result, a tool name and the answer as text and runs none of it', async () => {
    for (const bypassCSP of [false, true]) {
      const { page, errors, close } = await open(model.html, { bypassCSP });
      try {
        const row = await openTask(page, 'finance-005');
        const results = await row.locator('details.block.tool pre').allTextContents();
        expect(results.some((text) => text.includes(`unavailable tool '${PAYLOAD}'`))).toBe(true);
        await expect(row.locator('.tool-name', { hasText: PAYLOAD }).count()).resolves.toBe(1);
        await expect(row.locator('pre.answer').textContent()).resolves.toContain(`${MARKUP} 관심기업`);
        await page.waitForTimeout(100);
        expect(await page.evaluate('globalThis.__pwned')).toBeUndefined();
        // Only the page's own elements: no script or image came out of the data.
        expect(await page.locator('img').count()).toBe(0);
        expect(await page.locator('script:not([type="application/json"])').count()).toBe(3);
        expect(await page.locator('script[type="application/json"]').count()).toBe(2);
        // The task after it still parses and opens.
        await openTask(page, 'finance-006');
        await expect(page.locator('#kopa-count').textContent()).resolves.toBe('2 of 2 tasks');
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('filters the task list by id, query and trajectory text, and marks what matched', async () => {
    const { page, close } = await open(model.html);
    try {
      const visible = () =>
        page
          .locator('#kopa-tasks > details.task:not([hidden])')
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-task')));
      expect(await search(page, 'finance-006')).toBe('1 of 2 tasks');
      expect(await visible()).toEqual(['finance-006']);
      await expect(
        page.locator('details.task[data-task="finance-006"] summary mark').first().textContent(),
      ).resolves.toBe('finance-006');
      // Words of the query, then text found only in a tool result (DART's English name of Hyundai).
      expect(await search(page, '관심기업 추가')).toBe('1 of 2 tasks');
      expect(await visible()).toEqual(['finance-005']);
      expect(await search(page, 'hyundai motor')).toBe('1 of 2 tasks');
      expect(await visible()).toEqual(['finance-006']);
      const row = await openTask(page, 'finance-006');
      const marks = await row.locator('details.block.tool mark').allTextContents();
      expect(marks.map((text) => text.toLowerCase())).toEqual(expect.arrayContaining(['hyundai', 'motor']));
      expect(await search(page, 'no-such-text-anywhere')).toBe('0 of 2 tasks');
      expect(await search(page, '')).toBe('2 of 2 tasks');
      await page.check('#kopa-failing');
      await expect(page.locator('#kopa-count').textContent()).resolves.toBe('1 of 2 tasks');
    } finally {
      await close();
    }
  });

  it('shows a scripted agent’s call log with each call’s arguments and result, opened from the link #<task id>', async () => {
    const { page, errors, close } = await open(`${oracle.html}#finance-006`);
    try {
      const record = recordOf(oracle.records, 'finance-006');
      expect(record.trajectory?.messages).toEqual([]);
      const row = page.locator('details.task[data-task="finance-006"]');
      await row.locator('.rollout-body').first().waitFor();
      expect(await row.locator('.call-log .call .tool-name').allTextContents()).toEqual(
        record.calls.map((call) => call.tool),
      );
      await expect(row.locator('.call-log details.block.tool').first().textContent()).resolves.toContain(
        '"status": "active"',
      );
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('renders an opened task as a non-trivial screenshot', async () => {
    const { page, close } = await open(model.html);
    try {
      await openTask(page, 'finance-006');
      const path = join(mkdtempSync(join(tmpdir(), 'kopa-viewer-shot-')), 'finance-006.png');
      await page.screenshot({ path, fullPage: true });
      const png = readFileSync(path);
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(1280);
      expect(png.readUInt32BE(20)).toBeGreaterThan(2000);
      expect(statSync(path).size).toBeGreaterThan(50_000);
    } finally {
      await close();
    }
  });
});
