// The data window: without one (or with an end on or before 2026-08-31) the dataset is the fixed one
// the tasks were materialized on; a later end continues the dated registers (licences, closures,
// population months, accident years) through it, the same rows whatever the end, so that
// `kopa sim serve --clock wall` answers "today".
import { Credentials } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { createGyeonggiDataset, DEFAULT_GYEONGGI_SEED, type GgRow } from '../../src/data/index.ts';
import { DATA_END } from '../../src/data/types.ts';
import { GYEONGGI_DEMO_KEY } from '../../src/index.ts';
import { createGyeonggiSim } from '../../src/upstream/sim.ts';

const SUWON = '41110';
const OSAN = '41370';
const fixed = createGyeonggiDataset();
const autumn = createGyeonggiDataset(DEFAULT_GYEONGGI_SEED, { end: '2026-10-15' });
const september = createGyeonggiDataset(DEFAULT_GYEONGGI_SEED, { end: '2026-09-20' });

const ymd = (value: unknown) => String(value ?? '').replace(/-/g, '');
const keyOf = (row: GgRow) => `${row.SIGUN_NM}|${row.BIZPLC_NM}|${row.REFINE_LOTNO_ADDR}`;

describe('the Gyeonggi data window', () => {
  it.each([['2026-08-31'], ['2026-05-01']])('builds exactly the fixed dataset for an end of %s', (end) => {
    const windowed = createGyeonggiDataset(DEFAULT_GYEONGGI_SEED, { end });
    expect(windowed.end).toBe(DATA_END);
    expect(windowed.restaurants.part(SUWON).hash()).toBe(fixed.restaurants.part(SUWON).hash());
    expect(windowed.merchants.part(OSAN).hash()).toBe(fixed.merchants.part(OSAN).hash());
    expect(windowed.animalHospitals.hash()).toBe(fixed.animalHospitals.hash());
    expect(windowed.sportsFacilities.hash()).toBe(fixed.sportsFacilities.hash());
    expect(windowed.population.hash()).toBe(fixed.population.hash());
    expect(windowed.accidentHotspots.hash()).toBe(fixed.accidentHotspots.hash());
  });

  it('refuses an end that is not YYYY-MM-DD', () => {
    expect(() => createGyeonggiDataset(DEFAULT_GYEONGGI_SEED, { end: '20261015' })).toThrow(/YYYY-MM-DD/);
  });

  it('keeps every fixed licence, closes some open ones after the fixed end and adds later licences', () => {
    const before = fixed.restaurants.part(SUWON).rows();
    const after = autumn.restaurants.part(SUWON).rows();
    expect(after.slice(0, before.length).map(keyOf)).toEqual(before.map(keyOf));
    const closed = after.slice(0, before.length).filter((row, index) => row.CLSBIZ_DE !== before[index]?.CLSBIZ_DE);
    expect(closed.length).toBeGreaterThan(10);
    for (const row of closed) {
      expect(ymd(row.CLSBIZ_DE) > DATA_END && ymd(row.CLSBIZ_DE) <= '20261015').toBe(true);
      expect([row.BSN_STATE_NM, row.UNITY_BSN_STATE_NM]).toEqual(['폐업', '폐업']);
    }
    const added = after.slice(before.length);
    expect(added.length).toBeGreaterThan(20);
    expect(added.every((row) => ymd(row.LICENSG_DE) > DATA_END && ymd(row.LICENSG_DE) <= '20261015')).toBe(true);
    const numbers = after.map((row) => row.MANAGE_NO);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('gives a later end the same licences and closures up to the earlier end', () => {
    const shorter = september.restaurants.part(SUWON).rows();
    const longer = autumn.restaurants.part(SUWON).rows();
    const licensedBy = (rows: readonly GgRow[], end: string) =>
      rows.filter((row) => ymd(row.LICENSG_DE) <= end).map((row) => `${keyOf(row)}|${row.MANAGE_NO}`);
    expect(licensedBy(longer, '20260920')).toEqual(licensedBy(shorter, '20260920'));
    const closedBy = (rows: readonly GgRow[]) =>
      rows.filter((row) => row.CLSBIZ_DE && ymd(row.CLSBIZ_DE) <= '20260920').map(keyOf);
    expect(closedBy(longer)).toEqual(closedBy(shorter));
  });

  it('continues the other dated registers: merchants and facilities close, hospitals open, months and years follow', () => {
    const merchants = autumn.merchants.part(OSAN).rows();
    expect(merchants.map((row) => row.FRCS_NO)).toEqual(
      fixed.merchants
        .part(OSAN)
        .rows()
        .map((row) => row.FRCS_NO),
    );
    expect(merchants.some((row) => ymd(row.CLSBIZ_DAY) > DATA_END)).toBe(true);
    expect(autumn.sportsFacilities.rows().some((row) => ymd(row.CLSBIZ_DE) > DATA_END)).toBe(true);
    expect(autumn.soccerFields.hash()).toBe(fixed.soccerFields.hash());
    expect(autumn.animalHospitals.rows().some((row) => ymd(row.LICENSG_DE) > DATA_END)).toBe(true);
    const months = new Set(autumn.population.rows().map((row) => `${row.EXAMIN_YY}${row.EXAMIN_MT}`));
    expect([...months].slice(-3)).toEqual(['202607', '202608', '202609']);
    const fixedMonths = fixed.population.rows();
    expect(autumn.population.rows().slice(0, fixedMonths.length)).toEqual(fixedMonths);
    const spring = createGyeonggiDataset(DEFAULT_GYEONGGI_SEED, { end: '2027-05-01' });
    const years = spring.accidentHotspots.rows();
    expect(years.some((row) => row.ACDNT_YY === '2026')).toBe(true);
    const fixedIds = new Set(fixed.accidentHotspots.rows().map((row) => row.MULTI_KNOWLG_DIV_NO));
    expect(years.filter((row) => row.ACDNT_YY !== '2026').every((row) => fixedIds.has(row.MULTI_KNOWLG_DIV_NO))).toBe(
      true,
    );
  });

  it("answers a client asking on a later day with that day's register, and an earlier clock without it", async () => {
    const sim = createGyeonggiSim(autumn);
    const register = async (now: string) => {
      const rows: GgRow[] = [];
      for (let page = 1; ; page++) {
        const response = await sim(
          new Request(
            `https://openapi.gg.go.kr/GENRESTRT?KEY=${GYEONGGI_DEMO_KEY}&Type=json&SIGUN_NM=오산시&pSize=1000&pIndex=${page}`,
          ),
          { credentials: Credentials.parse({ key: GYEONGGI_DEMO_KEY }), now: new Date(now), overlay: {} },
        );
        const body = (await response.json()) as { GENRESTRT?: [unknown, { row: GgRow[] }] };
        if (!body.GENRESTRT) return rows;
        rows.push(...body.GENRESTRT[1].row);
      }
    };
    const october = await register('2026-10-15T10:00:00+09:00');
    const early = await register('2026-09-02T10:00:00+09:00');
    expect(october.some((row) => ymd(row.LICENSG_DE) > '20260902')).toBe(true);
    expect(early.every((row) => ymd(row.LICENSG_DE) <= '20260902')).toBe(true);
    const closedLater = october.filter((row) => ymd(row.CLSBIZ_DE) > '20260902').map(keyOf);
    expect(closedLater.length).toBeGreaterThan(0);
    const earlyByKey = new Map(early.map((row) => [keyOf(row), row]));
    for (const key of closedLater) expect(earlyByKey.get(key)?.BSN_STATE_NM).toBe('영업');
  });
});
