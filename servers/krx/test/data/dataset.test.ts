// The generated market: deterministic, at scale, consistent with the shared world and within KRX's rules.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dayOf } from '@kopa/world';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseYmd, previousTradingDay, TRADING_DAYS, tradingIndex, ymd } from '../../src/data/calendar.ts';
import { createKrxDataset, type KrxDataset } from '../../src/data/index.ts';
import { isValidIsin } from '../../src/data/isin.ts';
import { limitRate, stockTick } from '../../src/data/ticks.ts';

const SNAPSHOT = new URL('./krx-hashes.json', import.meta.url);
const REGENERATE = 'KOPA_UPDATE_KRX_HASHES=1 npx vitest run --project krx servers/krx/test/data/dataset.test.ts';

let dataset: KrxDataset;
beforeAll(() => {
  dataset = createKrxDataset();
});

describe('the KRX dataset', () => {
  it('builds nothing until it is queried', () => {
    const fresh = createKrxDataset();
    expect(fresh.seed).toBe('kopa-krx-v1');
    // Only the lazy table objects exist; no issue has been built.
    expect(fresh.issues.name).toBe('krx.issues');
  });

  it('lists the listed companies of the world as 2,000+ issues on all three boards, with preferred shares', () => {
    const issues = dataset.issues.rows();
    expect(issues.length).toBeGreaterThanOrEqual(2000);
    const boards = new Set(issues.map((issue) => issue.MKT_TP_NM));
    expect([...boards].sort()).toEqual(['KONEX', 'KOSDAQ', 'KOSPI']);
    expect(issues.filter((issue) => issue.KIND_STKCERT_TP_NM === '구형우선주').length).toBeGreaterThan(50);
    expect(dataset.issues.get('005935')).toMatchObject({ ISU_CD: 'KR7005931001', ISU_ABBRV: '삼성전자우' });
  });

  it('has more than 1.5 million issue-days of quotes, counted without materializing them', () => {
    let rows = 0;
    for (const issue of dataset.issues.rows())
      for (let index = 1; index < TRADING_DAYS.length; index++) if (dataset.listedOn(issue, index)) rows++;
    expect(rows).toBeGreaterThan(1_500_000);
  });

  it('agrees with the world DART serves: every issue is a listed company with its name, market and registration number', () => {
    const cls = { KOSPI: 'Y', KOSDAQ: 'K', KONEX: 'N' } as const;
    for (const issue of dataset.issues.rows()) {
      const company = dataset.world.company(issue.corp_code);
      expect(company, issue.ISU_SRT_CD).toBeDefined();
      expect(issue.crno).toBe(company?.jurirNo);
      expect(company?.corpCls).toBe(cls[issue.MKT_TP_NM]);
      expect(isValidIsin(issue.ISU_CD), issue.ISU_CD).toBe(true);
      if (issue.KIND_STKCERT_TP_NM === '보통주') {
        expect(issue.ISU_SRT_CD).toBe(company?.stockCode);
        expect(issue.ISU_ABBRV).toBe(company?.stockName);
      }
    }
  });

  it("quotes LIST_SHRS as the world's sharesOn(day) and closes at its month-end price levels", () => {
    const samsung = dataset.issues.get('005930');
    const market = dataset.world.market(samsung?.corp_code ?? '');
    if (!samsung || !market) throw new Error('삼성전자 is missing');
    for (const index of [20, 200, 400, TRADING_DAYS.length - 1]) {
      const quote = dataset.quote(samsung, index);
      expect(quote?.shares).toBe(market.sharesOn(quote?.date ?? ''));
    }
    const lastOfJune = tradingIndex(parseYmd('20250630') ?? 0);
    const month = (2025 - 2016) * 12 + 5;
    const level = market.monthlyPrice[month] ?? 0;
    expect(dataset.quote(samsung, lastOfJune)?.close).toBe(Math.round(level / stockTick(level)) * stockTick(level));
  });

  it('keeps every close on a tick and every daily move within the price limit', () => {
    for (const issue of dataset.issues.rows()) {
      const series = dataset.series(issue.ISU_SRT_CD);
      if (!series) throw new Error(issue.ISU_SRT_CD);
      for (let index = series.firstIndex + 1; index < TRADING_DAYS.length; index++) {
        const close = series.closes[index] ?? 0;
        const previous = series.closes[index - 1] ?? 0;
        if (close % stockTick(close) !== 0) throw new Error(`${issue.ISU_SRT_CD} closed off-tick at ${close}`);
        if (Math.abs(close / previous - 1) > limitRate(issue.MKT_TP_NM) + 1e-9)
          throw new Error(`${issue.ISU_SRT_CD} moved ${close / previous - 1} on ${ymd(TRADING_DAYS[index] ?? 0)}`);
      }
    }
  });

  it('quotes open, high and low around the close, and volume times price as the value', () => {
    for (const code of ['005930', '069540', '000660']) {
      const issue = dataset.issues.get(code);
      if (!issue) continue;
      for (let index = 1; index < TRADING_DAYS.length; index += 7) {
        const quote = dataset.quote(issue, index);
        if (!quote) continue;
        expect(quote.high).toBeGreaterThanOrEqual(Math.max(quote.open, quote.close));
        expect(quote.low).toBeLessThanOrEqual(Math.min(quote.open, quote.close));
        expect(quote.value).toBeGreaterThanOrEqual(quote.volume * quote.low);
        expect(quote.value).toBeLessThanOrEqual(quote.volume * quote.high);
      }
    }
  });

  it("pins 라이트론's close at 1,680 won on the trading day before its CB decision (the day DART files it)", () => {
    const lightron = dataset.issues.get('069540');
    const company = dataset.world.company(lightron?.corp_code ?? '');
    if (!lightron || !company) throw new Error('라이트론 is missing');
    const decision = dataset.world
      .marketOf(company)
      .capital.bonds.find((bond) => bond.kind === 'CB' && bond.decisionDay >= dayOf(2026, 1, 1));
    expect(ymd(decision?.decisionDay ?? 0)).toBe('20260116');
    expect(decision?.floorPrice).toBe(532);
    const before = previousTradingDay(decision?.decisionDay ?? 0);
    expect(ymd(before)).toBe('20260115');
    const quote = dataset.quote(lightron, tradingIndex(before));
    expect(quote?.close).toBe(1680);
    expect(Math.floor(((1680 - 532) / 532) * 10_000) / 100).toBe(215.78);
    // Continuity: the days around the pin stay within the limit.
    expect(Math.abs((quote?.close ?? 0) / (quote?.previous ?? 1) - 1)).toBeLessThan(0.3);
  });

  it('moves the headline indices with the stocks of their board', () => {
    const kospi = dataset.issues.where('MKT_TP_NM', 'KOSPI');
    let agree = 0;
    let days = 0;
    for (let index = 2; index < TRADING_DAYS.length; index += 3) {
      const moves = kospi.map((issue) => {
        const quote = dataset.quote(issue, index, true);
        return quote ? quote.close / quote.previous - 1 : 0;
      });
      const mean = moves.reduce((sum, move) => sum + move, 0) / moves.length;
      const row = dataset.indexRows('KOSPI', index).find((entry) => entry.IDX_NM === '코스피');
      if (Math.abs(mean) < 0.002) continue;
      days++;
      if (Math.sign(Number(row?.FLUC_RT)) === Math.sign(mean)) agree++;
    }
    expect(agree / days).toBeGreaterThan(0.7);
  });

  it('is a pure function of its seed, guarded by committed hashes', () => {
    const hashes = dataset.hashes();
    expect(createKrxDataset({ world: dataset.world }).hashes()).toEqual(hashes);
    expect(createKrxDataset({ seed: 'another-seed', world: dataset.world }).hashes()['krx.quoteSample']).not.toBe(
      hashes['krx.quoteSample'],
    );
    if (process.env.KOPA_UPDATE_KRX_HASHES === '1') writeFileSync(SNAPSHOT, `${JSON.stringify(hashes, null, 2)}\n`);
    const committed = existsSync(SNAPSHOT)
      ? (JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>)
      : {};
    const drifted = Object.keys(hashes).filter((table) => committed[table] !== hashes[table]);
    expect(
      drifted,
      `KRX dataset drifted in ${drifted.join(', ')}. If the change is intended, regenerate the snapshot with: ${REGENERATE}`,
    ).toEqual([]);
  });
});
