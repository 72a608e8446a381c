// The dataset's tables and the synthetic weather: row counts, references between tables, the
// issue rules, and the consistency of the categories with each other and across products.
import { describe, expect, it } from 'vitest';
import { inGrid } from '../../src/data/grid.ts';
import { createKmaDataset } from '../../src/data/index.ts';
import { HOUR_MS } from '../../src/data/kst.ts';
import { terrainAt } from '../../src/data/terrain.ts';

const dataset = createKmaDataset();
const at = (iso: string) => Date.parse(iso);
const SEOUL = { nx: 60, ny: 127 };
const sido = dataset.regions.where('level', 1);

describe('the reference tables', () => {
  it('hold the real code lists with grids inside the domain', () => {
    expect(dataset.regions.rows()).toHaveLength(278);
    expect(dataset.land.rows()).toHaveLength(10);
    expect(dataset.temperature.rows()).toHaveLength(162);
    expect(dataset.sea.rows()).toHaveLength(8);
    expect(dataset.outlook.rows()).toHaveLength(10);
    for (const table of [dataset.land, dataset.temperature, dataset.sea, dataset.outlook])
      for (const row of table.rows()) expect(inGrid(row), JSON.stringify(row)).toBe(true);
  });

  it('refer to each other: every city to a land region, every land region to an outlook station', () => {
    for (const city of dataset.temperature.rows()) expect(dataset.land.get(city.landRegId), city.regId).toBeDefined();
    for (const region of dataset.land.rows()) expect(dataset.outlook.get(region.stnId), region.regId).toBeDefined();
    for (const sea of dataset.sea.rows()) expect(terrainAt(sea.nx, sea.ny).landness, sea.name).toBeLessThan(0.5);
  });
});

describe('the issue rules', () => {
  it.each([
    ['0200', 944],
    ['0500', 907],
    ['0800', 871],
    ['1100', 835],
    ['1400', 798],
    ['2300', 980],
  ])('gives the %s short-range issue its real row count (%i)', (time, count) => {
    const issue = at(`2026-08-31T${time.slice(0, 2)}:00:00+09:00`);
    const rows = dataset.vilage(SEOUL, issue);
    expect(rows).toHaveLength(count);
    expect(rows[0]?.fcstTime).toBe(`${String((Number(time.slice(0, 2)) + 1) % 24).padStart(2, '0')}00`);
  });

  it('computes an issue once for all its pages, and no reader can change it for the next', () => {
    const issue = at('2026-09-01T05:00:00+09:00');
    const first = dataset.vilage(SEOUL, issue);
    expect(dataset.vilage({ ...SEOUL }, issue)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
    expect(createKmaDataset().vilage(SEOUL, issue)).toEqual(first);
  });

  it('ends every short-range issue at 00시 of day+4, 3-hourly on day+3', () => {
    const rows = dataset.vilage(SEOUL, at('2026-09-01T08:00:00+09:00'));
    expect(rows.at(-1)).toMatchObject({ fcstDate: '20260905', fcstTime: '0000', category: 'SNO' });
    const dayThree = new Set(rows.filter((row) => row.fcstDate === '20260904').map((row) => row.fcstTime));
    expect([...dayThree]).toEqual(['0000', '0300', '0600', '0900', '1200', '1500', '1800', '2100']);
  });

  it('gives the nowcast 8 rows and the ultra-short forecast 10 categories × 6 hours', () => {
    expect(dataset.ncst(SEOUL, at('2026-09-01T09:00:00+09:00'))).toHaveLength(8);
    const ultra = dataset.ultra(SEOUL, at('2026-09-01T09:30:00+09:00'));
    expect(ultra).toHaveLength(60);
    expect(ultra.map((row) => row.category).filter((_, index) => index % 6 === 0)).toEqual([
      'LGT',
      'PTY',
      'RN1',
      'SKY',
      'T1H',
      'REH',
      'UUU',
      'VVV',
      'VEC',
      'WSD',
    ]);
  });
});

describe('the synthetic weather', () => {
  const issues = Array.from({ length: 8 }, (_, index) => at('2026-07-10T02:00:00+09:00') + index * 27 * HOUR_MS);

  it('keeps the categories of every hour consistent with each other', () => {
    let rainy = 0;
    for (const cell of sido) {
      for (const issue of issues) {
        const rows = dataset.vilage(cell, issue);
        const hours = new Map<string, Record<string, string>>();
        for (const row of rows) {
          const key = `${row.fcstDate}${row.fcstTime}`;
          hours.set(key, { ...hours.get(key), [row.category]: row.fcstValue });
        }
        for (const [key, hour] of hours) {
          const label = `${cell.name} ${key}`;
          const pty = Number(hour.PTY);
          const pop = Number(hour.POP);
          if (pty > 0) rainy++;
          expect(pty > 0, label).toBe(hour.PCP !== '강수없음');
          expect(pop >= 60, label).toBe(pty > 0);
          if (hour.SKY === '1') expect(pop, label).toBe(0);
          if (hour.SNO !== '적설없음') expect([2, 3], label).toContain(pty);
          expect(Number(hour.REH) % 5, label).toBe(0);
          expect(hour.TMP, label).toMatch(/^-?\d+$/);
          expect(hour.PCP, label).toMatch(/^(강수없음|1mm 미만|\d+\.\dmm|30\.0~50\.0mm|50\.0mm 이상)$/);
        }
        for (const day of new Set([...hours.keys()].map((key) => key.slice(0, 8)))) {
          const temps = (from: number, to: number) =>
            [...hours.entries()]
              .filter(
                ([key]) => key.startsWith(day) && Number(key.slice(8, 10)) >= from && Number(key.slice(8, 10)) <= to,
              )
              .map(([, hour]) => Number(hour.TMP));
          const tmn = hours.get(`${day}0600`)?.TMN;
          const tmx = hours.get(`${day}1500`)?.TMX;
          if (tmn) for (const temp of temps(0, 9)) expect(temp).toBeGreaterThanOrEqual(Number(tmn));
          if (tmx) for (const temp of temps(9, 18)) expect(temp).toBeLessThanOrEqual(Number(tmx));
        }
      }
    }
    expect(rainy).toBeGreaterThan(0);
  });

  it('agrees between the nowcast and the ultra-short forecast issued half an hour before', () => {
    for (const cell of sido) {
      const observed = Number(
        dataset.ncst(cell, at('2026-09-01T09:00:00+09:00')).find((row) => row.category === 'T1H')?.obsrValue,
      );
      const forecast = dataset.ultra(cell, at('2026-09-01T08:30:00+09:00'));
      const predicted = Number(forecast.find((row) => row.category === 'T1H' && row.fcstTime === '0900')?.fcstValue);
      expect(Math.abs(observed - predicted), cell.name).toBeLessThanOrEqual(1);
    }
  });

  it('snows in winter and is warmer in the south in January and in August', () => {
    const january = at('2027-01-15T05:00:00+09:00');
    const temp = (cell: { nx: number; ny: number }, issue: number) =>
      Number(dataset.ncst(cell, issue).find((row) => row.category === 'T1H')?.obsrValue);
    const jeju = { nx: 53, ny: 38 };
    expect(temp(jeju, january)).toBeGreaterThan(temp(SEOUL, january));
    expect(temp(SEOUL, at('2026-08-10T15:00:00+09:00'))).toBeGreaterThan(temp(SEOUL, january) + 15);
    const snowy = sido.some((cell) =>
      [0, 3, 6, 9].some((day) =>
        dataset
          .vilage(cell, january + day * 24 * HOUR_MS)
          .some((row) => row.category === 'SNO' && row.fcstValue !== '적설없음'),
      ),
    );
    expect(snowy).toBe(true);
  });

  it('forecasts waves at sea and none inland', () => {
    const inland = dataset.vilage(SEOUL, at('2026-09-01T08:00:00+09:00')).filter((row) => row.category === 'WAV');
    expect(new Set(inland.map((row) => row.fcstValue))).toEqual(new Set(['0']));
    const [sea] = dataset.sea.rows();
    const waves = dataset.vilage(sea ?? SEOUL, at('2026-09-01T08:00:00+09:00')).filter((row) => row.category === 'WAV');
    expect(waves.some((row) => Number(row.fcstValue) > 0)).toBe(true);
  });
});
