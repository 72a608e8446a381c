// `kopa tasks stats`: the paper's Table 6 columns for any task set, printed beside the paper's.
// Headroom is not defined in the paper; here it is offered tools ÷ distinct golden tools.
import paper from './paper-table6.json' with { type: 'json' };
import type { Domain, Task } from './schema.ts';

export interface DomainStats {
  domain: string;
  tasks: number;
  steps: number;
  calls: number;
  headroom: number;
  availTools: number;
  parallelShare: number;
}

const PAPER_NAMES: Record<Domain, string> = {
  traffic: 'traffic',
  finance: 'finance',
  education: 'education',
  law: 'law',
  politics: 'politics',
  district: 'district_administration',
};

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

export function taskStats(tasks: readonly Task[]): DomainStats[] {
  const byDomain = new Map<string, Task[]>();
  for (const task of tasks) byDomain.set(task.domain, [...(byDomain.get(task.domain) ?? []), task]);
  const rows = [...byDomain.entries()].map(([domain, group]) => summarize(domain, group));
  if (rows.length > 1) rows.push(summarize('all', [...tasks]));
  return rows;
}

function summarize(domain: string, tasks: Task[]): DomainStats {
  return {
    domain,
    tasks: tasks.length,
    steps: mean(tasks.map((task) => task.meta.steps)),
    calls: mean(tasks.map((task) => task.meta.calls)),
    headroom: mean(
      tasks.map((task) => task.tools.length / new Set(task.golden.actions.map((action) => action.tool)).size),
    ),
    availTools: mean(tasks.map((task) => task.tools.length)),
    parallelShare: mean(tasks.map((task) => (task.meta.parallel ? 1 : 0))),
  };
}

/** The paper's Table 6 row for a domain, in the same shape. */
export function paperStats(domain: string): DomainStats | undefined {
  const table = paper.table6_domain_stats as unknown as Record<string, number[] | string[]>;
  const row = table[PAPER_NAMES[domain as Domain] ?? domain] as number[] | undefined;
  if (!row) return undefined;
  const [tasks = 0, steps = 0, calls = 0, headroom = 0, availTools = 0, parallelShare = 0] = row;
  return { domain, tasks, steps, calls, headroom, availTools, parallelShare };
}

/** Table 5: the platforms each domain's tasks use and the task count, ours beside the paper's. */
export function formatPlatforms(tasks: readonly Task[]): string {
  const table5 = (paper as unknown as { table5_platforms: Record<string, { platforms: string[]; tasks: number }> })
    .table5_platforms;
  const lines = [['domain', '#tasks (KOPA / paper)', 'platforms (KOPA)', 'platforms (paper)']];
  for (const domain of Object.keys(PAPER_NAMES) as Domain[]) {
    const ours = tasks.filter((task) => task.domain === domain);
    const reference = table5[PAPER_NAMES[domain]];
    const platforms = [...new Set(ours.flatMap((task) => task.platforms))].sort().join(', ');
    lines.push([
      domain,
      `${ours.length} / ${reference?.tasks ?? '—'}`,
      platforms || '—',
      reference?.platforms.join(', ') ?? '—',
    ]);
  }
  const widths = lines[0]?.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? '').length))) ?? [];
  return lines.map((line) => line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')).join('\n');
}

export function formatStats(rows: readonly DomainStats[]): string {
  const header = ['domain', 'source', '#tasks', 'steps', 'tool calls', 'headroom', 'avail. tools', 'parallel %'];
  const lines = [header];
  const cells = (row: DomainStats, source: string) => [
    row.domain,
    source,
    String(row.tasks),
    row.steps.toFixed(2),
    row.calls.toFixed(2),
    row.headroom.toFixed(2),
    row.availTools.toFixed(1),
    `${Math.round(row.parallelShare * 100)}%`,
  ];
  for (const row of rows) {
    lines.push(cells(row, 'KOPA'));
    const reference = paperStats(row.domain);
    if (reference) lines.push(cells(reference, 'paper'));
  }
  const widths = header.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? '').length)));
  return lines.map((line) => line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')).join('\n');
}
