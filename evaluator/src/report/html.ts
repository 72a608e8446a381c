// report.html: one self-contained offline page (inline CSS, SVG and scripts, nothing fetched) with
// the per-domain pass@1 and its CI, action accuracy, and the trajectory viewer: every task with its
// verdicts and, opened, its query, injected state, golden actions and each rollout's turns.
import type { Task } from '@kopa/tasks';
import type { Summary } from '../metrics.ts';
import type { RolloutRecord } from '../rollout.ts';
import type { RunSummary } from '../summary.ts';
import { escapeHtml } from './escape.ts';
import { summaryTable } from './markdown.ts';
import { contentSecurityPolicy, viewerSection, viewerStyle } from './viewer-page.ts';

/** Horizontal bars in [0, 1] with optional [low, high] whiskers. */
export function barChart(options: {
  title: string;
  rows: Array<{ label: string; value: number; low?: number; high?: number }>;
  color: string;
}): string {
  const width = 640;
  const labelWidth = 120;
  const barHeight = 22;
  const plot = width - labelWidth - 60;
  const height = options.rows.length * (barHeight + 8) + 40;
  const x = (value: number) => labelWidth + Math.max(0, Math.min(1, Number.isFinite(value) ? value : 0)) * plot;
  const bars = options.rows.map((row, index) => {
    const y = 30 + index * (barHeight + 8);
    const whisker =
      row.low !== undefined && row.high !== undefined && Number.isFinite(row.low) && Number.isFinite(row.high)
        ? `<line x1="${x(row.low)}" x2="${x(row.high)}" y1="${y + barHeight / 2}" y2="${y + barHeight / 2}" stroke="#222" stroke-width="2"/>` +
          `<line x1="${x(row.low)}" x2="${x(row.low)}" y1="${y + 5}" y2="${y + barHeight - 5}" stroke="#222"/>` +
          `<line x1="${x(row.high)}" x2="${x(row.high)}" y1="${y + 5}" y2="${y + barHeight - 5}" stroke="#222"/>`
        : '';
    return (
      `<text x="${labelWidth - 8}" y="${y + 16}" text-anchor="end" font-size="13">${escapeHtml(row.label)}</text>` +
      `<rect x="${labelWidth}" y="${y}" width="${x(row.value) - labelWidth}" height="${barHeight}" fill="${options.color}"/>` +
      whisker +
      `<text x="${x(row.value) + 6}" y="${y + 16}" font-size="12">${Number.isFinite(row.value) ? (row.value * 100).toFixed(1) : '—'}%</text>`
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(options.title)}"><text x="0" y="16" font-size="14" font-weight="bold">${escapeHtml(options.title)}</text>${bars.join('')}</svg>`;
}

const markdownTableToHtml = (markdown: string) => {
  const [header, , ...rows] = markdown.split('\n');
  const cells = (line: string) =>
    line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/\\\|/g, '|'));
  return `<table><thead><tr>${cells(header ?? '')
    .map((cell) => `<th>${escapeHtml(cell)}</th>`)
    .join('')}</tr></thead><tbody>${rows
    .map(
      (row) =>
        `<tr>${cells(row)
          .map((cell) => `<td>${escapeHtml(cell)}</td>`)
          .join('')}</tr>`,
    )
    .join('')}</tbody></table>`;
};

/** The page in pieces, in order: a run's page can be far larger than one string should be. */
export function* renderHtmlChunks(options: {
  summary: RunSummary;
  records: readonly RolloutRecord[];
  tasks: readonly Task[];
}): Generator<string> {
  const { summary } = options;
  const domains = Object.entries(summary.byDomain) as Array<[string, Summary]>;
  const passChart = barChart({
    title: 'pass@1 by domain (whiskers: bootstrap 95% CI over tasks)',
    color: '#4c78a8',
    rows: domains.map(([label, value]) => ({
      label,
      value: value.pass1,
      low: value.bootstrapCi.low,
      high: value.bootstrapCi.high,
    })),
  });
  const actionChart = barChart({
    title: 'action accuracy by domain',
    color: '#f58518',
    rows: domains.map(([label, value]) => ({ label, value: value.actionAccuracy })),
  });
  yield `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}">
<title>KOPA run ${escapeHtml(summary.runId)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:1200px}table{border-collapse:collapse;margin:1rem 0;font-size:13px}th,td{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}
${viewerStyle()}</style></head>
<body><h1>KOPA run ${escapeHtml(summary.runId)}</h1>
<p>Agent <b>${escapeHtml(summary.agent)}</b>${summary.model ? ` (model <code>${escapeHtml(summary.model)}</code>)` : ''}; ${summary.rolloutsPerTask} rollout(s) per task × seeds [${summary.seeds.join(', ')}]. Success = RESPONSE ∧ ENVIRONMENT. Infrastructure errors (excluded): ${summary.infraErrors.count}.</p>
<h2>Overall</h2>${markdownTableToHtml(summaryTable([['all', summary.overall]]))}
${passChart}${actionChart}
<h2>By domain</h2>${markdownTableToHtml(summaryTable(domains))}
<h2>By type</h2>${markdownTableToHtml(summaryTable(Object.entries(summary.byType)))}
`;
  yield* viewerSection(options);
  yield '</body></html>\n';
}

export function renderHtml(options: {
  summary: RunSummary;
  records: readonly RolloutRecord[];
  tasks: readonly Task[];
}): string {
  return [...renderHtmlChunks(options)].join('');
}
