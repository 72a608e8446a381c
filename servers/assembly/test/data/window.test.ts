// The data window: without one (or with an end on or before 2026-08-31) the dataset is the fixed one
// the tasks were materialized on; a later end adds the 22nd term's bills, votes and sittings after
// it, the same ones whatever the end, so `kopa sim serve --clock wall` answers "today".
import { Credentials } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { billAsOf } from '../../src/data/as-of.ts';
import { formatDay } from '../../src/data/calendar.ts';
import { createAssemblyDataset, DATA_END } from '../../src/data/index.ts';
import { ASSEMBLY_DEMO_KEY } from '../../src/index.ts';
import { createAssemblySim } from '../../src/upstream/sim.ts';

const FIXED_END = formatDay(DATA_END);
const fixed = createAssemblyDataset();
const autumn = createAssemblyDataset(undefined, { end: '2026-10-15' });
const september = createAssemblyDataset(undefined, { end: '2026-09-20' });

describe('the data window', () => {
  it.each([['2026-08-31'], ['2026-05-01']])('builds exactly the fixed dataset for an end of %s', (end) => {
    const windowed = createAssemblyDataset(undefined, { end });
    expect(windowed.end).toBe(DATA_END);
    expect(windowed.bills(22).hash()).toBe(fixed.bills(22).hash());
    expect(windowed.tallies(22).hash()).toBe(fixed.tallies(22).hash());
  });

  it('refuses an end that is not YYYY-MM-DD', () => {
    expect(() => createAssemblyDataset(undefined, { end: '20261015' })).toThrow(/YYYY-MM-DD/);
  });

  it('keeps every fixed-window bill and adds 22nd-term bills proposed through the end, numbered after them', () => {
    const before = fixed.bills(22).rows();
    const after = autumn.bills(22).rows();
    const added = after.filter((bill) => bill.PROPOSE_DT > FIXED_END);
    expect(added.length).toBeGreaterThan(200);
    expect(added.every((bill) => bill.PROPOSE_DT <= '2026-10-15')).toBe(true);
    expect(after.slice(added.length)).toEqual(before);
    const lastFixed = Math.max(...before.map((bill) => Number(bill.BILL_NO)));
    expect(Math.min(...added.map((bill) => Number(bill.BILL_NO)))).toBe(lastFixed + 1);
    expect(fixed.bills(21).hash()).toBe(autumn.bills(21).hash());
  });

  it('gives a later end the same bills, with at most more of their stages', () => {
    const shorter = september
      .bills(22)
      .rows()
      .filter((bill) => bill.PROPOSE_DT > FIXED_END);
    expect(shorter.length).toBeGreaterThan(0);
    for (const bill of shorter) {
      const later = autumn.bills(22).get(bill.BILL_ID);
      expect(later && billAsOf(later, '2026-09-20')).toEqual(bill);
    }
  });

  it('adds the sittings after the fixed window and keeps the ones before it', () => {
    const plenaries = (dataset: typeof fixed) => dataset.calendar(22).plenaries.map((plenary) => plenary.name);
    expect(plenaries(autumn).slice(0, plenaries(fixed).length)).toEqual(plenaries(fixed));
    expect(autumn.calendar(22).plenaries.some((plenary) => plenary.day > DATA_END)).toBe(true);
    expect(autumn.calendar(22).meetings.some((meeting) => meeting.day > DATA_END)).toBe(true);
  });

  it("answers a client asking on a later day with that day's newest bills", async () => {
    const sim = createAssemblySim(autumn);
    const response = await sim(
      new Request(
        `https://open.assembly.go.kr/portal/openapi/nzmimeepazxkubdpn?KEY=${ASSEMBLY_DEMO_KEY}&Type=json&AGE=22&pSize=5`,
        { headers: { 'user-agent': 'node' } },
      ),
      {
        credentials: Credentials.parse({ key: ASSEMBLY_DEMO_KEY }),
        now: new Date('2026-10-15T10:00:00+09:00'),
        overlay: {},
      },
    );
    const body = (await response.json()) as { nzmimeepazxkubdpn: [unknown, { row: Array<{ PROPOSE_DT: string }> }] };
    const newest = body.nzmimeepazxkubdpn[1].row[0]?.PROPOSE_DT ?? '';
    expect(newest > FIXED_END).toBe(true);
    expect(newest <= '2026-10-15').toBe(true);
  });
});
