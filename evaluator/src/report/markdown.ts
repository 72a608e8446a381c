// report.md: the summary as Markdown tables, for terminals, PRs and papers.
import type { Summary } from '../metrics.ts';
import type { RunSummary } from '../summary.ts';

const pct = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)}%` : '—');
const ci = (summary: Summary) =>
  Number.isFinite(summary.seedCi.halfWidth)
    ? `± ${(summary.seedCi.halfWidth * 100).toFixed(1)} (t, df=${summary.seedCi.df})`
    : '— (one seed)';

export function summaryTable(rows: Array<[string, Summary]>): string {
  const lines = [
    '| group | tasks | rollouts | pass@1 | 95% CI over seeds | bootstrap CI over tasks | pass^k | action acc. | flip rate |',
    '|---|---:|---:|---:|---|---|---|---:|---:|',
  ];
  for (const [name, summary] of rows) {
    const hat =
      Object.entries(summary.passHatK)
        .map(([k, value]) => `${k} ${pct(value)}`)
        .join(', ') || '—';
    lines.push(
      `| ${name} | ${summary.tasks} | ${summary.rollouts} | ${pct(summary.pass1)} | ${ci(summary)} | ${pct(summary.bootstrapCi.low)}–${pct(summary.bootstrapCi.high)} | ${hat} | ${pct(summary.actionAccuracy)} | ${pct(summary.flipRate)} |`,
    );
  }
  return lines.join('\n');
}

export function renderMarkdown(summary: RunSummary): string {
  const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    `# KOPA run ${summary.runId}`,
    '',
    `Agent **${summary.agent}**${summary.model ? ` (model \`${summary.model}\`)` : ''}; ${summary.rolloutsPerTask} rollout(s) per task × seeds [${summary.seeds.join(', ')}]. Success = RESPONSE ∧ ENVIRONMENT; ACTION is reported beside it.`,
    '',
    '## Overall',
    '',
    summaryTable([['all', summary.overall]]),
    '',
    `pass@k (unbiased): ${Object.entries(summary.overall.passK)
      .map(([k, value]) => `${k} ${pct(value)}`)
      .join(', ')}`,
    '',
    `Infrastructure errors (excluded from the metrics): ${summary.infraErrors.count}${summary.infraErrors.count ? ` — ${JSON.stringify(summary.infraErrors.byType)}` : ''}. Agent errors: ${JSON.stringify(summary.agentErrors)}.`,
    `Tokens: ${summary.tokens.input} in, ${summary.tokens.output} out (${summary.tokens.meanPerRollout.toFixed(0)} per rollout). Rollout latency p50 ${summary.latencyMs.p50.toFixed(0)} ms, p95 ${summary.latencyMs.p95.toFixed(0)} ms; harness overhead p50 ${summary.harnessOverheadMs.p50.toFixed(1)} ms.`,
    '',
    '## By domain',
    '',
    summaryTable(Object.entries(summary.byDomain)),
    '',
    '## By type',
    '',
    summaryTable(Object.entries(summary.byType)),
    '',
    '## Tasks',
    '',
    '| task | domain | type | passed | action acc. | why |',
    '|---|---|---|---:|---:|---|',
    ...summary.tasks.map(
      (row) =>
        `| ${row.taskId} | ${row.domain} | ${row.type} | ${row.successes}/${row.rollouts} | ${pct(row.actionAccuracy)} | ${escapeCell(row.explanation)} |`,
    ),
    '',
  ].join('\n');
}
