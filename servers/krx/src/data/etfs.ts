// ETFs (etp/etf_bydd_trd): real KRX-listed ETF names and codes, each tracking an underlying index
// (our 코스피 200 / 코스닥 150 series, or a seeded gold, bond or US index path) with its leverage;
// NAV compounds the daily index return, and the market price trades within a small premium of NAV.
import { createRng, hashSeed } from '@kopa/kit';
import { TRADING_DAYS, ymd } from './calendar.ts';
import list from './etf-list.json' with { type: 'json' };
import { fixed, integerText } from './format.ts';
import { etfTick, roundToTick } from './ticks.ts';

export type EtfRow = {
  ISU_CD: string;
  ISU_NM: string;
  IDX_IND_NM: string;
  underlying: string;
  leverage: number;
  nav: number;
  units: number;
  volume: number;
};

export const etfDefinitions = (): EtfRow[] =>
  list.etfs.map((etf) => ({
    ISU_CD: etf.code,
    ISU_NM: etf.name,
    IDX_IND_NM: etf.index,
    underlying: etf.underlying,
    leverage: etf.leverage,
    nav: etf.nav,
    units: etf.units,
    volume: etf.volume,
  }));

interface UnderlyingSpec {
  from?: string;
  base?: number;
  carry?: number;
  drift?: number;
  sigma?: number;
}

/** Levels of an underlying: a named index series (scaled when it has its own base), or a seeded walk. */
export function underlyingLevels(options: {
  key: string;
  seed: string;
  indexLevels: (name: string) => Float64Array;
}): Float64Array {
  const spec = (list.underlyings as Record<string, UnderlyingSpec>)[options.key] ?? {};
  const n = TRADING_DAYS.length;
  const levels = new Float64Array(n);
  if (spec.from) {
    const source = options.indexLevels(spec.from);
    const scale = spec.base ? spec.base / (source[0] ?? 1) : 1;
    for (let index = 0; index < n; index++)
      levels[index] = (source[index] ?? 0) * scale * Math.exp((spec.carry ?? 0) * index);
    return levels;
  }
  const rng = createRng(hashSeed(options.seed, 'underlying', options.key));
  let level = spec.base ?? 1000;
  for (let index = 0; index < n; index++) {
    if (index > 0) level *= Math.exp(rng.normal(spec.drift ?? 0, spec.sigma ?? 0.01));
    levels[index] = level;
  }
  return levels;
}

export interface EtfPath {
  nav: Float64Array;
  close: Float64Array;
  units: Float64Array;
}

export function etfPath(options: { etf: EtfRow; underlying: Float64Array; seed: string }): EtfPath {
  const { etf, underlying, seed } = options;
  const n = TRADING_DAYS.length;
  const rng = createRng(hashSeed(seed, 'etf', etf.ISU_CD));
  const nav = new Float64Array(n);
  const close = new Float64Array(n);
  const units = new Float64Array(n);
  const dailyFee = 0.0015 / 250;
  let value = etf.nav;
  let count = etf.units;
  for (let index = 0; index < n; index++) {
    if (index > 0) {
      const change = (underlying[index] ?? 1) / (underlying[index - 1] ?? 1) - 1;
      value *= 1 + etf.leverage * change - dailyFee;
      if (rng.chance(0.15))
        count = Math.max(50_000, count + Math.round(rng.normal(0, etf.units * 0.01) / 10_000) * 10_000);
    }
    nav[index] = value;
    units[index] = count;
    close[index] = roundToTick(value * (1 + rng.normal(0, 0.0012)), etfTick);
  }
  return { nav, close, units };
}

/** One `etp/etf_bydd_trd` row, fields in the order of the KRX specification. */
export function etfRow(options: {
  etf: EtfRow;
  path: EtfPath;
  underlying: Float64Array;
  index: number;
  seed: string;
}): Record<string, string> {
  const { etf, path, underlying, index, seed } = options;
  const rng = createRng(hashSeed(seed, 'etf-day', etf.ISU_CD, index));
  const close = path.close[index] ?? 0;
  const previous = path.close[index - 1] ?? close;
  const spread = Math.abs(close / previous - 1) + 0.002;
  const open = roundToTick(previous * Math.exp(rng.normal(0, spread * 0.3)), etfTick);
  const high = Math.max(
    open,
    close,
    roundToTick(Math.max(open, close) * (1 + Math.abs(rng.normal(0, spread * 0.3))), etfTick),
  );
  const low = Math.min(
    open,
    close,
    roundToTick(Math.min(open, close) * (1 - Math.abs(rng.normal(0, spread * 0.3))), etfTick),
  );
  const volume = Math.max(0, Math.round(etf.volume * Math.exp(rng.normal(0, 0.5)) - etf.volume * 0.02));
  // A day without a trade shows 0 for open, high and low, as KRX does.
  const traded = volume > 0;
  const objective = Number(fixed(underlying[index] ?? 0, 2));
  const objectivePrevious = Number(fixed(underlying[index - 1] ?? objective, 2));
  const units = path.units[index] ?? 0;
  const nav = path.nav[index] ?? 0;
  return {
    BAS_DD: ymd(TRADING_DAYS[index] ?? 0),
    ISU_CD: etf.ISU_CD,
    ISU_NM: etf.ISU_NM,
    TDD_CLSPRC: integerText(close),
    CMPPREVDD_PRC: integerText(close - previous),
    FLUC_RT: fixed((close / previous - 1) * 100, 2),
    NAV: fixed(nav, 2),
    TDD_OPNPRC: traded ? integerText(open) : '0',
    TDD_HGPRC: traded ? integerText(high) : '0',
    TDD_LWPRC: traded ? integerText(low) : '0',
    ACC_TRDVOL: integerText(volume),
    ACC_TRDVAL: integerText(volume * (open + high + low + close) * 0.25),
    MKTCAP: integerText(close * units),
    INVSTASST_NETASST_TOTAMT: integerText(nav * units),
    LIST_SHRS: integerText(units),
    IDX_IND_NM: etf.IDX_IND_NM,
    OBJ_STKPRC_IDX: fixed(objective, 2),
    CMPPREVDD_IDX: fixed(objective - objectivePrevious, 2),
    FLUC_RT_IDX: fixed((objective / objectivePrevious - 1) * 100, 2),
  };
}
