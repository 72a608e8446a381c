// The trajectory viewer's page, read as text: each task's data is embedded once as JSON that nothing
// in the data can end, tool results stay out of the initial markup, every string of the task list is
// escaped, repeated strings are stored once per task, tool calls are tied to their call-log entries,
// and scripted agents and version 1 records keep their call log. Records come from a real oracle run
// on the in-process DART server; the browser side is in viewer-browser.test.ts.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPlatform } from '@kopa/servers';
import { loadTasks, type Task } from '@kopa/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../src/agents/types.ts';
import {
  createInProcessEnvironment,
  createOracleAgent,
  type Environment,
  type RolloutRecord,
  type RunSummary,
  runEval,
} from '../src/index.ts';
import { renderHtml } from '../src/report/html.ts';
import { type ViewerBlock, viewerBlock } from '../src/report/viewer-data.ts';

const PAYLOAD = '</script><script>globalThis.__pwned = 1</script><!-- <SCRIPT>';
const [task] = loadTasks({ ids: ['finance-006'] });
const theTask = (): Task => {
  if (!task) throw new Error('missing finance-006');
  return task;
};

let environment: Environment & { close(): Promise<void> };
let oracle: RolloutRecord;
let summary: RunSummary;
let html: string;
beforeAll(async () => {
  environment = await createInProcessEnvironment([findPlatform('dart')]);
  const run = await runEval({
    tasks: [theTask()],
    agent: createOracleAgent(),
    environment,
    rollouts: 1,
    seeds: [0],
    concurrency: 1,
    runsDir: mkdtempSync(join(tmpdir(), 'kopa-viewer-page-')),
    runId: 'oracle',
  });
  const [record] = run.records;
  if (!record) throw new Error('no record');
  oracle = record;
  summary = run.summary;
  html = readFileSync(join(run.directory, 'report.html'), 'utf8');
}, 120_000);
afterAll(() => environment.close());

/** The oracle's calls as a model's trajectory: the real key in the arguments, the outputs as tool results. */
function withTrajectory(record: RolloutRecord, options: { reverse?: boolean; extra?: string } = {}): RolloutRecord {
  const outputs = new Map((record.results ?? []).map((result) => [result.seq, result.output]));
  const calls = options.reverse ? [...record.calls].reverse() : record.calls;
  const messages: ChatMessage[] = [
    { role: 'system', content: 'You answer with the tools. '.repeat(10) },
    { role: 'user', content: theTask().query },
  ];
  for (const call of calls) {
    const args = Object.fromEntries(
      Object.entries(call.args).map(([name, value]) => [name, value === '***' ? 'the-real-key-0123456789' : value]),
    );
    messages.push(
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: `c${call.seq}`, type: 'function', function: { name: call.tool, arguments: JSON.stringify(args) } },
        ],
      },
      {
        role: 'tool',
        tool_call_id: `c${call.seq}`,
        name: call.tool,
        content: `${JSON.stringify(outputs.get(call.seq) ?? {})}${options.extra ?? ''}`,
      },
    );
  }
  messages.push({ role: 'assistant', content: record.answer });
  return {
    ...record,
    agent: 'openai',
    trajectory: { format: 'openai-chat', messages, turns: [] },
  };
}

const blocksOf = (page: string) =>
  [...page.matchAll(/<script type="application\/json" id="kopa-block-\d+">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as ViewerBlock,
  );
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('report.html: the trajectory viewer', () => {
  it('embeds each task once as JSON that a </script> or <!-- anywhere in the data cannot end', () => {
    const hostile = withTrajectory(oracle, { extra: PAYLOAD });
    hostile.answer = PAYLOAD;
    const tasks = [theTask()];
    const page = renderHtml({ summary, records: [hostile], tasks });
    // The page’s own scripts only: one JSON block and the three viewer scripts, each closed once.
    expect(page.match(/<script\b/gi)).toHaveLength(4);
    expect(page.match(/<\/script/gi)).toHaveLength(4);
    expect(page).not.toContain('<!--');
    expect(page).not.toContain('globalThis.__pwned = 1</script>');
    const [block] = blocksOf(page);
    expect(block).toEqual(roundTrip(viewerBlock({ task: theTask(), records: [hostile] })));
    const texts = block?.strings ?? [];
    // Every tool result and the answer, with the payload intact.
    expect(texts.filter((text) => text.endsWith(PAYLOAD))).toHaveLength(oracle.calls.length + 1);
  });

  it('keeps tool results out of the initial markup: one collapsed row per task', () => {
    const markup = html.replace(/<script\b[^>]*>.*?<\/script>/gs, '');
    expect(markup.match(/<details class="task /g)).toHaveLength(1);
    expect(markup).not.toMatch(/<details[^>]* open/);
    const output = JSON.stringify(oracle.results?.[1]?.output);
    expect(output.length).toBeGreaterThan(100);
    expect(markup).not.toContain('corp_eng_name');
    expect(html).toContain('corp_eng_name');
  });

  it('escapes every string of the task list', () => {
    const id = `<img src=x onerror="alert(1)">'`;
    const hostileSummary: RunSummary = {
      ...summary,
      runId: '<b>run</b>',
      tasks: [{ ...(summary.tasks[0] as RunSummary['tasks'][number]), taskId: id, explanation: PAYLOAD }],
    };
    const page = renderHtml({ summary: hostileSummary, records: [{ ...oracle, taskId: id }], tasks: [] });
    expect(page).not.toContain('<img');
    expect(page).not.toContain('<b>run');
    expect(page).toContain('data-task="&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;"');
    expect(page).toContain('&lt;/script&gt;&lt;script&gt;globalThis.__pwned');
  });

  it('stores a string the rollouts repeat once per task, and ties each tool call to its call-log entry', () => {
    const first = withTrajectory(oracle);
    const second = { ...withTrajectory(oracle, { reverse: true }), key: 'finance-006#1#0', rollout: 1 };
    const block = viewerBlock({ task: theTask(), records: [second, first] });
    expect(block.rollouts.map((rollout) => rollout.rollout)).toEqual([0, 1]);
    // Each tool result, and the system prompt, once.
    const results = (first.trajectory?.messages ?? []).flatMap((message) =>
      message.role === 'tool' && message.content.length >= 48 ? [message.content] : [],
    );
    expect(results.length).toBeGreaterThan(2);
    for (const text of [...results, first.trajectory?.messages[0]?.content])
      expect(block.strings.filter((entry) => entry === text)).toHaveLength(1);
    // In both orders, every call is linked to the entry with its arguments (the key masked there).
    for (const rollout of block.rollouts) {
      const calls = (rollout.messages ?? []).flatMap((message) =>
        message.role === 'assistant' ? (message.calls ?? []) : [],
      );
      expect(calls).toHaveLength(oracle.calls.length);
      for (const call of calls) expect(call.seq).toBe(Number(call.id.slice(1)));
    }
  });

  it('refers to the task’s facts and golden actions rather than copying them into every verdict', () => {
    const [rollout] = viewerBlock({ task: theTask(), records: [oracle] }).rollouts;
    const facts = rollout?.grades?.response.facts ?? [];
    expect(facts.map((fact) => [fact.index, fact.fact, fact.found])).toEqual(
      theTask().golden.answer.facts.map((_, index) => [index, undefined, true]),
    );
    expect(rollout?.grades?.action.actions.map((action) => [action.id, action.action, action.matchedSeq])).toEqual(
      theTask().golden.actions.map((action, index) => [
        action.id,
        undefined,
        oracle.grades?.action.actions[index]?.matchedSeq,
      ]),
    );
    // Without the task (gone from the task set), the verdicts carry their own fact and action.
    const [orphan] = viewerBlock({ task: undefined, records: [oracle] }).rollouts;
    expect(orphan?.grades?.response.facts[0]?.fact).toEqual(theTask().golden.answer.facts[0]);
    expect(orphan?.grades?.action.actions[0]?.action).toEqual(theTask().golden.actions[0]);
  });

  it('keeps the call log and its outputs for scripted agents, and the messages of version 1 records', () => {
    const [scripted] = viewerBlock({ task: theTask(), records: [oracle] }).rollouts;
    expect(scripted?.messages).toBeUndefined();
    expect(scripted?.calls.map((call) => call.tool)).toEqual(oracle.calls.map((call) => call.tool));
    expect(scripted?.results?.map((result) => result.seq)).toEqual(oracle.results?.map((result) => result.seq));
    const { trajectory: _trajectory, version: _version, ...old } = oracle;
    const v1: RolloutRecord = {
      ...old,
      messages: [{ role: 'user', content: [{ type: 'text', text: theTask().query }] }],
    };
    const block = viewerBlock({ task: theTask(), records: [v1] });
    const [legacy] = block.rollouts;
    expect(legacy?.version).toBe(1);
    const text = legacy?.legacyMessages;
    expect(typeof text === 'number' ? block.strings[text] : text).toContain(theTask().query);
    expect(legacy?.calls).toHaveLength(oracle.calls.length);
  });

  it('allows only its own inline scripts, by hash, and nothing fetched', () => {
    const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1] ?? '';
    expect(policy).toContain("default-src 'none'");
    const scripts = [...html.matchAll(/<script type="module">(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(3);
    const hashes = scripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(policy).toContain(`script-src ${hashes.join(' ')};`);
    expect(html).not.toMatch(/\b(src|href)="(https?:)?\/\//);
  });
});
