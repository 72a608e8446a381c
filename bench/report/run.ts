// bench/report: report.html with the trajectory viewer for a run the size of a full evaluation
// (145 tasks × 4 rollouts × 8 seeds = 4,640 records), its size and how fast it opens.
//   1. A base run through the real pipeline: every task once, by an agent that replays the golden
//      calls on the in-process servers and records a model-like trajectory (system prompt, user turn,
//      one assistant turn per call with some reasoning, every tool result as the servers returned it,
//      the answer).
//   2. The large run: the base records copied to 4 rollouts × 8 seeds, in one of two modes.
//      `realistic`: the rollouts of a task repeat its calls (the servers are deterministic), and one
//      rollout in four adds an extra call with a result of its own and a reworded answer.
//      `unique`: every tool result differs between records (the worst case: nothing is shared).
//      Reports are written by resuming the run (runEval with every rollout done), as `kopa eval` does.
//   3. With a Chromium (KOPA_CHROMIUM, or /usr/bin/chromium): the page's load time, opening the task
//      with the largest block, and the first and a second search over every task's text.
// Usage: node --import tsx bench/report/run.ts [--mode realistic|unique|both] [--keep]
// (--keep leaves the run directories, about 1.7 GB for both modes, in the temp folder.)
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import {
  type Agent,
  createInProcessEnvironment,
  createOracleAgent,
  DEFAULT_SYSTEM_PROMPT,
  type RolloutRecord,
  readRecords,
  runEval,
} from '@kopa/evaluator';
import { selectPlatforms } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import { chromium } from 'playwright-core';

const { values } = parseArgs({
  options: { mode: { type: 'string', default: 'both' }, keep: { type: 'boolean', default: false } },
});
const modes = values.mode === 'both' ? ['realistic', 'unique'] : [String(values.mode)];
const tasks = loadTasks();
const platforms = selectPlatforms([...new Set(tasks.flatMap((task) => task.platforms))]);
const runsDir = mkdtempSync(join(tmpdir(), 'kopa-bench-report-'));
const ROLLOUTS = 4;
/**
 * Tool-result text a model can hold: about a 128k-token context. The oracle reads every page to the
 * end (politics-019: 17 MB of results); a model's trajectory stops growing at its context, so the
 * synthetic one keeps this much of the results, as the messages a model read, and the record's
 * stored outputs likewise.
 */
const CONTEXT_CHARS = 400_000;
const SEEDS = [0, 1, 2, 3, 4, 5, 6, 7];

type Message = NonNullable<RolloutRecord['trajectory']>['messages'][number];

/** The oracle's calls, recorded as the trajectory a model making them one per turn would leave. */
function trajectoryAgent(): Agent {
  const oracle = createOracleAgent();
  return {
    name: 'synthetic',
    model: 'bench-model',
    async run(context) {
      const messages: Message[] = [
        {
          role: 'system',
          content: `${DEFAULT_SYSTEM_PROMPT}\n\n현재 시각: 2026년 9월 1일 (화) 오전 10:00 (KST, Asia/Seoul)`,
        },
        { role: 'user', content: context.task.query },
      ];
      let id = 0;
      let budget = CONTEXT_CHARS;
      const result = await oracle.run({
        ...context,
        callTool: async (name, args) => {
          const callId = `call_${++id}`;
          messages.push({
            role: 'assistant',
            content: null,
            reasoning_content:
              `${name}을(를) 호출해 ${Object.keys(args).join(', ')} 값으로 필요한 정보를 찾습니다. `.repeat(4),
            tool_calls: [{ id: callId, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
          });
          const output = await context.callTool(name, args);
          const text = (output.content as Array<{ text?: string }>).map((part) => part.text ?? '').join('\n');
          const kept = text.length <= budget ? text : `${text.slice(0, Math.max(0, budget))}…`;
          budget -= kept.length;
          messages.push({ role: 'tool', tool_call_id: callId, name, content: kept });
          return output;
        },
      });
      messages.push({ role: 'assistant', content: result.answer });
      const assistants = messages.flatMap((message, index) => (message.role === 'assistant' ? [index] : []));
      const turns = assistants.map((message) => ({
        message,
        usage: { inputTokens: 1200 + message * 300, outputTokens: 80 },
        finishReason: message === assistants.at(-1) ? 'stop' : 'tool-calls',
        responseMs: 900,
      }));
      return { ...result, trajectory: { format: 'openai-chat' as const, messages, turns } };
    },
  };
}

/** The record's stored outputs up to the context budget. */
function withinContext(record: RolloutRecord): RolloutRecord {
  let budget = CONTEXT_CHARS;
  const results = (record.results ?? []).filter((result) => {
    budget -= JSON.stringify(result.output).length;
    return budget >= 0;
  });
  return { ...record, results };
}

/** A copy of a base record as rollout `rollout` of seed `seed`. */
function copyOf(record: RolloutRecord, options: { rollout: number; seed: number; mode: string }): RolloutRecord {
  const { rollout, seed, mode } = options;
  const key = `${record.taskId}#${rollout}#${seed}`;
  const copy = structuredClone(record);
  Object.assign(copy, {
    key,
    rollout,
    seed,
    startedAt: new Date(Date.UTC(2026, 8, 1, 1, seed, rollout)).toISOString(),
  });
  const messages = copy.trajectory?.messages ?? [];
  const tools = messages.filter((message) => message.role === 'tool');
  if (mode === 'unique') {
    for (const message of tools) message.content = `${message.content}\n(rollout ${key})`;
  } else if ((rollout + seed) % 4 === 1 && tools.length > 0) {
    const last = tools[tools.length - 1];
    if (last)
      messages.splice(messages.length - 1, 0, {
        ...last,
        tool_call_id: 'call_extra',
        content: `${last.content} (again, seed ${seed})`,
      });
    copy.answer = `${copy.answer}\n(다시 확인했습니다: seed ${seed})`;
  }
  return copy;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const environment = await createInProcessEnvironment(platforms);
const baseStarted = performance.now();
const base = await runEval({
  tasks,
  agent: trajectoryAgent(),
  environment,
  rollouts: 1,
  seeds: [0],
  concurrency: 8,
  runsDir,
  runId: 'base',
});
console.log(
  `base run: ${base.records.length} records in ${seconds(performance.now() - baseStarted)}, pass@1 ${(base.summary.overall.pass1 * 100).toFixed(0)}%`,
);

const executablePath = process.env.KOPA_CHROMIUM ?? '/usr/bin/chromium';
const lines: string[] = [];
for (const mode of modes) {
  const directory = join(runsDir, mode);
  mkdirSync(directory, { recursive: true });
  const file = openSync(join(directory, 'rollouts.jsonl'), 'w');
  for (const record of base.records.map(withinContext))
    for (const seed of SEEDS)
      for (let rollout = 0; rollout < ROLLOUTS; rollout++)
        writeSync(file, `${JSON.stringify(copyOf(record, { rollout, seed, mode }))}\n`);
  closeSync(file);
  const records = readRecords(join(directory, 'rollouts.jsonl'));
  const started = performance.now();
  const resumed = await runEval({
    tasks,
    agent: trajectoryAgent(),
    environment,
    rollouts: ROLLOUTS,
    seeds: SEEDS,
    concurrency: 1,
    runsDir,
    runId: mode,
  });
  const writeMs = performance.now() - started;
  const htmlPath = join(directory, 'report.html');
  const html = readFileSync(htmlPath);
  const jsonlBytes = statSync(join(directory, 'rollouts.jsonl')).size;
  lines.push(
    `${mode}: ${records.length} records (ran ${resumed.ran}); rollouts.jsonl ${mib(jsonlBytes)} (${(jsonlBytes / records.length / 1024).toFixed(1)} KiB/record); report.html ${mib(html.length)} (${(html.length / jsonlBytes).toFixed(2)}× the jsonl), gzip ${mib(gzipSync(html).length)}; resume + summary + reports ${seconds(writeMs)}`,
  );
  if (!existsSync(executablePath)) {
    lines.push(`${mode}: no Chromium at ${executablePath}: page timings skipped`);
    continue;
  }
  const browser = await chromium.launch({ executablePath });
  try {
    const page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
    const loadStarted = performance.now();
    await page.goto(`file://${htmlPath}`, { waitUntil: 'load', timeout: 600_000 });
    const loadMs = performance.now() - loadStarted;
    // Browser-side code as text: the bench is type-checked without the DOM library.
    const navigation = await page.evaluate<{ dcl: number; load: number; heap: number }>(`(() => {
      const entry = performance.getEntriesByType('navigation')[0];
      return { dcl: entry.domContentLoadedEventEnd, load: entry.loadEventEnd, heap: performance.memory?.usedJSHeapSize ?? 0 };
    })()`);
    const largest = await page.evaluate<{ task: string; size: number }>(`(() => {
      let best = { task: '', size: 0 };
      for (const row of document.querySelectorAll('#kopa-tasks > details.task')) {
        const size = document.getElementById(row.dataset.block).textContent.length;
        if (size > best.size) best = { task: row.dataset.task, size };
      }
      return best;
    })()`);
    const row = page.locator(`details.task[data-task="${largest.task}"]`);
    const openStarted = performance.now();
    await row.locator('summary').first().click();
    await row.locator('.rollout-body').first().waitFor();
    const openMs = performance.now() - openStarted;
    const search = async (term: string) => {
      const searchStarted = performance.now();
      await page.fill('#kopa-search', term);
      // The viewer sets data-terms on the count once the filter has run.
      // A function, not a string: the page's Content-Security-Policy forbids eval. It runs in the page,
      // typed without the DOM library.
      await page.waitForFunction(
        (wanted) =>
          (
            globalThis as unknown as { document: { getElementById(id: string): { dataset: Record<string, string> } } }
          ).document.getElementById('kopa-count').dataset.terms === wanted,
        term,
        { timeout: 600_000 },
      );
      return { ms: performance.now() - searchStarted, count: await page.textContent('#kopa-count') };
    };
    const first = await search('corp_code');
    const second = await search('현대자동차');
    lines.push(
      `${mode}: page load ${seconds(loadMs)} (DOMContentLoaded ${seconds(navigation.dcl)}, load ${seconds(navigation.load)}), JS heap after load ${mib(navigation.heap)}; opening ${largest.task} (largest block, ${mib(largest.size)} of JSON, ${ROLLOUTS * SEEDS.length} rollouts) ${seconds(openMs)}; first search (reads every block) ${seconds(first.ms)} → ${first.count}; second search ${seconds(second.ms)} → ${second.count}`,
    );
  } finally {
    await browser.close();
  }
}

await environment.close();
console.log(
  `\nbench/report on node ${process.version}, ${cpus().length} cores, ${tasks.length} tasks × ${ROLLOUTS} rollouts × ${SEEDS.length} seeds${values.keep ? `; runs in ${runsDir}` : ''}`,
);
for (const line of lines) console.log(line);
if (!values.keep) rmSync(runsDir, { recursive: true, force: true });
