// Writes summary.json, report.md and report.html (with every rollout's trajectory) into a run directory.
import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Task } from '@kopa/tasks';
import type { RolloutRecord } from '../rollout.ts';
import type { RunSummary } from '../summary.ts';
import { renderHtmlChunks } from './html.ts';
import { renderMarkdown } from './markdown.ts';

export function writeReports(options: {
  directory: string;
  summary: RunSummary;
  records: readonly RolloutRecord[];
  tasks: readonly Task[];
}): { markdown: string; html: string } {
  const markdown = join(options.directory, 'report.md');
  const html = join(options.directory, 'report.html');
  writeFileSync(join(options.directory, 'summary.json'), `${JSON.stringify(options.summary, null, 2)}\n`);
  writeFileSync(markdown, renderMarkdown(options.summary));
  // In pieces: the trajectories of a large run would make one string of hundreds of megabytes.
  const file = openSync(html, 'w');
  try {
    for (const chunk of renderHtmlChunks(options)) writeSync(file, chunk);
  } finally {
    closeSync(file);
  }
  return { markdown, html };
}
