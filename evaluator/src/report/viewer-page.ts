// The trajectory viewer's part of report.html: the task list (one collapsed row per task, rendered
// here and escaped), each task's data as one JSON block that is parsed only when the task is opened,
// and the inline scripts that render it. The data is JSON in `<script type="application/json">` with
// `<`, `>` and `&` written as \u escapes, so no string in it can end the block or open a tag; the
// scripts put every string into the page as text, never as markup, and a Content-Security-Policy
// allows only these scripts (by hash) and no fetch, so the page stays offline.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Task } from '@kopa/tasks';
import type { RolloutRecord } from '../rollout.ts';
import type { RunSummary } from '../summary.ts';
import { escapeHtml, scriptJson } from './escape.ts';
import { viewerBlock } from './viewer-data.ts';

const asset = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

/** The viewer's scripts and style, read once; a script that could end its own element is a bug. */
const assets = (() => {
  let cached: { scripts: string[]; style: string } | undefined;
  return () => {
    if (cached) return cached;
    const scripts = ['viewer-dom.js', 'viewer-render.js', 'viewer-client.js'].map(asset);
    for (const script of scripts)
      if (/<\/script|<!--/i.test(script)) throw new Error('a viewer script holds "</script" or "<!--"');
    cached = { scripts, style: asset('viewer.css') };
    return cached;
  };
})();

/** The page's Content-Security-Policy: inline style, the viewer's scripts by hash, nothing fetched. */
export function contentSecurityPolicy(): string {
  const hashes = assets().scripts.map(
    (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
  );
  return `default-src 'none'; style-src 'unsafe-inline'; script-src ${hashes.join(' ')}; base-uri 'none'; form-action 'none'`;
}

export const viewerStyle = () => assets().style;

const blockId = (index: number) => `kopa-block-${index}`;

/** The task list, then each task's JSON block, then the scripts. */
export function* viewerSection(options: {
  summary: RunSummary;
  records: readonly RolloutRecord[];
  tasks: readonly Task[];
}): Generator<string> {
  const tasks = new Map(options.tasks.map((task) => [task.id, task]));
  const byTask = new Map<string, RolloutRecord[]>();
  for (const record of options.records) {
    const list = byTask.get(record.taskId);
    if (list) list.push(record);
    else byTask.set(record.taskId, [record]);
  }
  const rows = options.summary.tasks;
  yield `<h2>Tasks</h2>
<div class="viewer-controls"><input type="search" id="kopa-search" placeholder="Filter tasks: id, query, answer, tool call or result text (space-separated terms must all match)" aria-label="Filter tasks" autocomplete="off">
<label><input type="checkbox" id="kopa-failing"> not passed in every rollout</label> <span id="kopa-count" aria-live="polite">${rows.length} of ${rows.length} tasks</span></div>
<noscript><p>The trajectories need JavaScript: the rows below are the per-task verdicts only.</p></noscript>
<div class="task-head"><span>task</span><span>domain</span><span>type</span><span>passed</span><span>action acc.</span><span>why</span></div>
<div id="kopa-tasks">`;
  for (const [index, row] of rows.entries()) {
    const state = row.rollouts > 0 && row.successes === row.rollouts ? 'pass' : row.successes > 0 ? 'partial' : 'fail';
    const query = tasks.get(row.taskId)?.query ?? '';
    yield `<details class="task ${state}" data-block="${blockId(index)}" data-task="${escapeHtml(row.taskId)}"><summary><span class="id">${escapeHtml(row.taskId)}</span><span>${escapeHtml(row.domain)}</span><span>${escapeHtml(row.type)}</span><span>${row.successes}/${row.rollouts}</span><span>${(row.actionAccuracy * 100).toFixed(0)}%</span><span class="why">${escapeHtml(row.explanation)}</span><span class="query">${escapeHtml(query)}</span></summary><div class="task-body"></div></details>\n`;
  }
  yield '</div>\n';
  for (const [index, row] of rows.entries()) {
    const block = viewerBlock({ task: tasks.get(row.taskId), records: byTask.get(row.taskId) ?? [] });
    yield `<script type="application/json" id="${blockId(index)}">${scriptJson(block)}</script>\n`;
  }
  for (const script of assets().scripts) yield `<script type="module">${script}</script>\n`;
}
