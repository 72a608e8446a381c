// Phase A figures (paper Figs. 4, 6 and 7) as self-contained SVG files, and the numbers behind them
// so tests and the CLI can print what each chart shows.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Edge, GraphFile, IterationRecord } from '../../shared/index.ts';

export interface FigureInput {
  graph: GraphFile;
  /** The edges as admitted, before refinement. */
  skeleton: readonly Edge[];
  iterations: readonly IterationRecord[];
}

export interface EdgeCounts {
  skeleton: number;
  alive: number;
  pruned: number;
}

export interface FigureData {
  /** Fig. 4: edges tested at least once (t_e ≥ 1) and at least ten times (t_e ≥ 10). */
  edges: { tested: EdgeCounts; highEvidence: EdgeCounts };
  /** Fig. 6: per-iteration rates and their trailing moving averages. */
  rates: Array<{ iteration: number; passRate: number; stepRate: number; passAverage: number; stepAverage: number }>;
  /** Fig. 7: every edge tried at least once, prior s_e against posterior mean α/(α+β). */
  points: Array<{ id: string; prior: number; posterior: number; status: Edge['status'] }>;
  tau: number;
}

/** Fig. 6 smoothing: the paper draws "a moving average" without a window; we use 10 iterations. */
export const MOVING_AVERAGE_WINDOW = 10;
const HIGH_EVIDENCE_TRIALS = 10;

/**
 * Trailing moving average: entry i is the mean of values[max(0, i − window + 1) … i], so the first
 * window − 1 entries average the values seen so far rather than being left out.
 */
export function movingAverage(values: readonly number[], window: number): number[] {
  if (!Number.isInteger(window) || window < 1) throw new Error(`moving-average window must be a positive integer`);
  let sum = 0;
  return values.map((value, index) => {
    sum += value - (index >= window ? (values[index - window] ?? 0) : 0);
    return sum / Math.min(index + 1, window);
  });
}

export function figureData(input: FigureInput): FigureData {
  const final = new Map(input.graph.edges.map((edge) => [edge.id, edge]));
  // Skeleton edges are counted with the trials they gathered by the end of refinement.
  const skeletonTrials = input.skeleton.map((edge) => final.get(edge.id)?.trials ?? edge.trials);
  const count = (minTrials: number): EdgeCounts => ({
    skeleton: skeletonTrials.filter((trials) => trials >= minTrials).length,
    alive: input.graph.edges.filter((edge) => edge.status === 'alive' && edge.trials >= minTrials).length,
    pruned: input.graph.edges.filter((edge) => edge.status === 'pruned' && edge.trials >= minTrials).length,
  });
  const passAverage = movingAverage(
    input.iterations.map((record) => record.passRate),
    MOVING_AVERAGE_WINDOW,
  );
  const stepAverage = movingAverage(
    input.iterations.map((record) => record.stepRate),
    MOVING_AVERAGE_WINDOW,
  );
  return {
    edges: { tested: count(1), highEvidence: count(HIGH_EVIDENCE_TRIALS) },
    rates: input.iterations.map((record, index) => ({
      iteration: record.iteration,
      passRate: record.passRate,
      stepRate: record.stepRate,
      passAverage: passAverage[index] ?? record.passRate,
      stepAverage: stepAverage[index] ?? record.stepRate,
    })),
    points: input.graph.edges
      .filter((edge) => edge.trials >= 1)
      .map((edge) => ({
        id: edge.id,
        prior: edge.prior,
        posterior: edge.alpha / (edge.alpha + edge.beta),
        status: edge.status,
      })),
    tau: input.graph.config.tau,
  };
}

/** Writes fig4-edges.svg, fig6-pass-rates.svg and fig7-prior-posterior.svg; returns their paths. */
export async function renderFigures(options: FigureInput & { outDir: string }): Promise<string[]> {
  const data = figureData(options);
  await mkdir(options.outDir, { recursive: true });
  const files: Array<[string, string]> = [
    ['fig4-edges.svg', edgeBars(data.edges)],
    ['fig6-pass-rates.svg', rateLines(data.rates)],
    ['fig7-prior-posterior.svg', priorPosteriorScatter(data.points, data.tau)],
  ];
  const paths: string[] = [];
  for (const [name, svg] of files) {
    const path = join(options.outDir, name);
    await writeFile(path, svg);
    paths.push(path);
  }
  return paths;
}

// ---------------------------------------------------------------------------------------------
// Drawing: plain SVG strings in the style of evaluator/src/report/html.ts.

const WIDTH = 640;
const HEIGHT = 420;
const PLOT = { left: 60, right: WIDTH - 20, top: 50, bottom: HEIGHT - 90 };
const COLORS = { skeleton: '#4c78a8', alive: '#54a24b', pruned: '#e45756', pass: '#4c78a8', step: '#f58518' };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fixed = (value: number) => Math.round(value * 10) / 10;

function svgDocument(title: string, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(title)}" font-family="system-ui, sans-serif">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>`,
    `<text x="${WIDTH / 2}" y="22" text-anchor="middle" font-size="15" font-weight="bold">${escapeXml(title)}</text>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

/** A linear scale from [min, max] onto [from, to]. */
const scale = (min: number, max: number, from: number, to: number) => (value: number) =>
  fixed(from + ((value - min) / (max - min || 1)) * (to - from));

function yAxis(options: {
  ticks: number[];
  y: (value: number) => number;
  label: string;
  format: (v: number) => string;
}) {
  const lines = options.ticks.map(
    (tick) =>
      `<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${options.y(tick)}" y2="${options.y(tick)}" stroke="#e5e5e5"/>` +
      `<text x="${PLOT.left - 6}" y="${options.y(tick) + 4}" text-anchor="end" font-size="11">${options.format(tick)}</text>`,
  );
  const middle = (PLOT.top + PLOT.bottom) / 2;
  return [
    ...lines,
    `<line x1="${PLOT.left}" x2="${PLOT.left}" y1="${PLOT.top}" y2="${PLOT.bottom}" stroke="#222"/>`,
    `<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${PLOT.bottom}" y2="${PLOT.bottom}" stroke="#222"/>`,
    `<text x="16" y="${middle}" text-anchor="middle" font-size="12" transform="rotate(-90 16 ${middle})">${escapeXml(options.label)}</text>`,
  ];
}

function legend(entries: Array<{ color: string; label: string; opacity?: number }>): string[] {
  return entries.map((entry, index) => {
    const x = PLOT.left + index * 150;
    const y = HEIGHT - 30;
    return (
      `<rect x="${x}" y="${y - 10}" width="14" height="10" fill="${entry.color}" fill-opacity="${entry.opacity ?? 1}"/>` +
      `<text x="${x + 20}" y="${y}" font-size="11">${escapeXml(entry.label)}</text>`
    );
  });
}

const unitTicks = [0, 0.25, 0.5, 0.75, 1];

/** The smallest 5, 10, 20, 50, 100, … at or above the largest count, so fifths are whole numbers. */
function niceMax(value: number): number {
  if (value <= 5) return 5;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].map((step) => step * magnitude).find((limit) => limit >= value) ?? 10 * magnitude) as number;
}

function edgeBars(edges: FigureData['edges']): string {
  const groups = [
    { key: 'skeleton', label: 'Skeleton' },
    { key: 'alive', label: 'G*' },
    { key: 'pruned', label: 'Pruned' },
  ] as const;
  const top = niceMax(Math.max(...groups.flatMap((group) => [edges.tested[group.key], edges.highEvidence[group.key]])));
  const y = scale(0, top, PLOT.bottom, PLOT.top);
  const groupWidth = (PLOT.right - PLOT.left) / groups.length;
  const barWidth = groupWidth * 0.3;
  const ticks = [0, 1, 2, 3, 4, 5].map((fifth) => (fifth * top) / 5);
  const body = yAxis({ ticks, y, label: 'edges', format: (v) => `${v}` });
  groups.forEach((group, index) => {
    const left = PLOT.left + index * groupWidth + groupWidth * 0.18;
    const bars = [
      { threshold: 1, value: edges.tested[group.key], opacity: 0.45, x: left },
      { threshold: HIGH_EVIDENCE_TRIALS, value: edges.highEvidence[group.key], opacity: 1, x: left + barWidth + 4 },
    ];
    for (const bar of bars) {
      body.push(
        `<rect class="bar" data-group="${group.key}" data-min-trials="${bar.threshold}" x="${fixed(bar.x)}" y="${y(bar.value)}" width="${fixed(barWidth)}" height="${fixed(PLOT.bottom - y(bar.value))}" fill="${COLORS[group.key]}" fill-opacity="${bar.opacity}"/>`,
        `<text x="${fixed(bar.x + barWidth / 2)}" y="${y(bar.value) - 4}" text-anchor="middle" font-size="11">${bar.value}</text>`,
      );
    }
    body.push(
      `<text x="${fixed(left + barWidth + 2)}" y="${PLOT.bottom + 18}" text-anchor="middle" font-size="12">${group.label}</text>`,
    );
  });
  body.push(
    ...legend([
      { color: '#666', opacity: 0.45, label: 'tested (t_e ≥ 1)' },
      { color: '#666', label: `high evidence (t_e ≥ ${HIGH_EVIDENCE_TRIALS})` },
    ]),
    `<text x="${PLOT.right}" y="${HEIGHT - 8}" text-anchor="end" font-size="10" fill="#666">t_e ≥ ${HIGH_EVIDENCE_TRIALS} bars are not comparable across groups: failing edges are pruned early</text>`,
  );
  return svgDocument('Fig. 4 — edges before and after refinement', body);
}

function rateLines(rates: FigureData['rates']): string {
  const first = rates[0]?.iteration ?? 0;
  const last = rates.at(-1)?.iteration ?? 1;
  const x = scale(first, last, PLOT.left, PLOT.right);
  const y = scale(0, 1, PLOT.bottom, PLOT.top);
  const line = (series: string, color: string, values: number[], bold: boolean) =>
    `<polyline class="series" data-series="${series}" fill="none" stroke="${color}" stroke-width="${bold ? 2.5 : 1}" stroke-opacity="${bold ? 1 : 0.35}" points="${rates.map((rate, index) => `${x(rate.iteration)},${y(values[index] ?? 0)}`).join(' ')}"/>`;
  const xTicks = [...new Set([first, Math.round((first + last) / 2), last])];
  const body = [
    ...yAxis({ ticks: unitTicks, y, label: 'rate', format: (v) => v.toFixed(2) }),
    ...xTicks.map(
      (tick) => `<text x="${x(tick)}" y="${PLOT.bottom + 16}" text-anchor="middle" font-size="11">${tick}</text>`,
    ),
    `<text x="${(PLOT.left + PLOT.right) / 2}" y="${PLOT.bottom + 34}" text-anchor="middle" font-size="12">iteration</text>`,
    line(
      'pass',
      COLORS.pass,
      rates.map((rate) => rate.passRate),
      false,
    ),
    line(
      'step',
      COLORS.step,
      rates.map((rate) => rate.stepRate),
      false,
    ),
    line(
      'pass-average',
      COLORS.pass,
      rates.map((rate) => rate.passAverage),
      true,
    ),
    line(
      'step-average',
      COLORS.step,
      rates.map((rate) => rate.stepAverage),
      true,
    ),
    ...legend([
      { color: COLORS.pass, label: 'trajectory pass rate' },
      { color: COLORS.step, label: 'step success rate' },
    ]),
    `<text x="${PLOT.right}" y="${HEIGHT - 8}" text-anchor="end" font-size="10" fill="#666">faint: per iteration; bold: trailing ${MOVING_AVERAGE_WINDOW}-iteration moving average</text>`,
  ];
  return svgDocument('Fig. 6 — pass rates over Phase A iterations', body);
}

function priorPosteriorScatter(points: FigureData['points'], tau: number): string {
  const x = scale(0, 1, PLOT.left, PLOT.right);
  const y = scale(0, 1, PLOT.bottom, PLOT.top);
  const marker = (point: FigureData['points'][number]) => {
    const [cx, cy] = [x(point.prior), y(point.posterior)];
    const title = `<title>${escapeXml(point.id)}: s_e ${point.prior.toFixed(2)}, mean ${point.posterior.toFixed(3)}</title>`;
    return point.status === 'alive'
      ? `<circle class="point retained" cx="${cx}" cy="${cy}" r="3.5" fill="${COLORS.alive}" fill-opacity="0.7">${title}</circle>`
      : `<path class="point pruned" d="M${cx - 3.5},${cy - 3.5}L${cx + 3.5},${cy + 3.5}M${cx - 3.5},${cy + 3.5}L${cx + 3.5},${cy - 3.5}" stroke="${COLORS.pruned}" stroke-width="1.6">${title}</path>`;
  };
  const body = [
    ...yAxis({ ticks: unitTicks, y, label: 'posterior mean α/(α+β)', format: (v) => v.toFixed(2) }),
    ...unitTicks.map(
      (tick) =>
        `<text x="${x(tick)}" y="${PLOT.bottom + 16}" text-anchor="middle" font-size="11">${tick.toFixed(2)}</text>`,
    ),
    `<text x="${(PLOT.left + PLOT.right) / 2}" y="${PLOT.bottom + 34}" text-anchor="middle" font-size="12">feasibility prior s_e</text>`,
    `<line class="tau" x1="${PLOT.left}" x2="${PLOT.right}" y1="${y(tau)}" y2="${y(tau)}" stroke="#222" stroke-dasharray="5 4"/>`,
    `<text x="${PLOT.right - 4}" y="${y(tau) - 5}" text-anchor="end" font-size="11">τ = ${tau}</text>`,
    ...points.map(marker),
    `<circle cx="${PLOT.left + 7}" cy="${HEIGHT - 35}" r="4" fill="${COLORS.alive}"/>`,
    `<text x="${PLOT.left + 16}" y="${HEIGHT - 31}" font-size="11">retained (${points.filter((point) => point.status === 'alive').length})</text>`,
    `<path d="M${PLOT.left + 153},${HEIGHT - 39}l8,8m-8,0l8,-8" stroke="${COLORS.pruned}" stroke-width="1.6"/>`,
    `<text x="${PLOT.left + 166}" y="${HEIGHT - 31}" font-size="11">pruned (${points.filter((point) => point.status === 'pruned').length})</text>`,
  ];
  return svgDocument('Fig. 7 — prior s_e against posterior mean', body);
}
