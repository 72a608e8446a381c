// The KRX, KOSPI and KOSDAQ index series (idx/*_dd_trd): the real index names, each moving with its
// board's headline index (beta) plus a small seeded drift of its own; volume, value and market cap
// come from the day's aggregate of the board's issues, so the indices agree with the stocks.
import { createRng, hashSeed } from '@kopa/kit';
import { TRADING_DAYS, ymd } from './calendar.ts';
import { fixed, integerText } from './format.ts';
import series from './index-series.json' with { type: 'json' };
import type { BoardFactor } from './market-factor.ts';
import type { Board } from './ticks.ts';

export type IndexFamily = 'KOSPI' | 'KOSDAQ' | 'KRX';

export interface IndexDefinition {
  family: IndexFamily;
  name: string;
  base: number;
  beta: number;
  /** Share of the family's market cap (and, roughly, of its trading). */
  share: number;
  /** Published as a close only (OHLC, volume and cap are "-"). */
  closeOnly: boolean;
  /** The "(외국주포함)" row: aggregates only, no price. */
  foreign: boolean;
  headline: boolean;
}

export interface Aggregate {
  volume: number;
  value: number;
  cap: number;
}

interface FamilySpec {
  headline?: string;
  foreign?: string;
  series: Array<{ name: string; base: number; beta: number; share?: number; closeOnly?: boolean }>;
}

export function indexDefinitions(): IndexDefinition[] {
  const out: IndexDefinition[] = [];
  for (const family of ['KOSPI', 'KOSDAQ', 'KRX'] as const) {
    const spec = series[family] as FamilySpec;
    const entry = (name: string, options: Partial<IndexDefinition>) =>
      out.push({
        family,
        name,
        base: 0,
        beta: 1,
        share: 1,
        closeOnly: false,
        foreign: false,
        headline: false,
        ...options,
      });
    if (spec.foreign) entry(spec.foreign, { foreign: true, share: 1.0007 });
    if (spec.headline) entry(spec.headline, { headline: true });
    for (const item of spec.series)
      entry(item.name, {
        base: item.base,
        beta: item.beta,
        share: item.share ?? 0,
        closeOnly: item.closeOnly === true,
      });
  }
  return out;
}

/** The board whose moves drive a family (KRX indices are mostly KOSPI names). */
export const DRIVER: Record<IndexFamily, Board> = { KOSPI: 'KOSPI', KOSDAQ: 'KOSDAQ', KRX: 'KOSPI' };

/** Daily closing levels of one index over the window. */
export function indexLevels(options: { definition: IndexDefinition; factor: BoardFactor; seed: string }): Float64Array {
  const { definition, factor, seed } = options;
  const n = TRADING_DAYS.length;
  const levels = new Float64Array(n);
  if (definition.headline || definition.foreign) {
    levels.set(factor.level);
    return levels;
  }
  const rng = createRng(hashSeed(seed, 'index', definition.family, definition.name));
  const start = factor.level[0] ?? 1;
  let drift = 0;
  for (let index = 0; index < n; index++) {
    if (index > 0) drift += rng.normal(0, 0.003) - drift * 0.01;
    levels[index] = definition.base * ((factor.level[index] ?? start) / start) ** definition.beta * Math.exp(drift);
  }
  return levels;
}

/** One `idx/*_dd_trd` row, fields in the order of the KRX specification. */
export function indexRow(options: {
  definition: IndexDefinition;
  levels: Float64Array;
  index: number;
  aggregate: Aggregate;
  seed: string;
}): Record<string, string> {
  const { definition, levels, index, aggregate, seed } = options;
  const close = Number(fixed(levels[index] ?? 0, 2));
  const previous = Number(fixed(levels[index - 1] ?? close, 2));
  const rng = createRng(hashSeed(seed, 'index-day', definition.family, definition.name, index));
  const spread = Math.abs(close / previous - 1) + 0.004;
  const open = previous * Math.exp(rng.normal(0, spread * 0.3));
  const high = Math.max(open, close) * Math.exp(Math.abs(rng.normal(0, spread * 0.4)));
  const low = Math.min(open, close) * Math.exp(-Math.abs(rng.normal(0, spread * 0.4)));
  const jitter = definition.headline || definition.foreign ? 1 : Math.exp(rng.normal(0, 0.05));
  const noPrice = definition.foreign;
  const noTrading = definition.closeOnly;
  return {
    BAS_DD: ymd(TRADING_DAYS[index] ?? 0),
    IDX_CLSS: definition.family,
    IDX_NM: definition.name,
    CLSPRC_IDX: noPrice ? '-' : fixed(close, 2),
    CMPPREVDD_IDX: noPrice ? '-' : fixed(close - previous, 2),
    FLUC_RT: noPrice ? '-' : fixed((close / previous - 1) * 100, 2),
    OPNPRC_IDX: noPrice || noTrading ? '-' : fixed(open, 2),
    HGPRC_IDX: noPrice || noTrading ? '-' : fixed(high, 2),
    LWPRC_IDX: noPrice || noTrading ? '-' : fixed(low, 2),
    ACC_TRDVOL: noTrading ? '-' : integerText(aggregate.volume * definition.share * jitter),
    ACC_TRDVAL: noTrading ? '-' : integerText(aggregate.value * definition.share * jitter),
    MKTCAP: noTrading ? '-' : integerText(aggregate.cap * definition.share),
  };
}
