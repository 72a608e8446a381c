// The data window (kit DataWindow): no window, or one ending by 2026-08-31, is the fixed dataset; a
// later end adds the 공공서비스예약 receptions opening after it, while the clock-driven services
// (ridership, timetables, realtime, bikes) follow the request's clock without a window.
import type { SimContext } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { isListed, statusAt } from '../../src/data/reservations.ts';
import { SEOUL_DEMO_KEY, seoul } from '../../src/index.ts';

const fixed = seoul.dataset();
const later = seoul.dataset({ end: '2027-03-01' });

function context(now: string): SimContext {
  return { credentials: { status: 'active', key: SEOUL_DEMO_KEY }, now: new Date(now), overlay: {} };
}

describe('the Seoul data window', () => {
  it('is the fixed dataset for a window ending on or before 2026-08-31', () => {
    expect(seoul.dataset({ end: '2026-08-31' }).hashes()).toEqual(fixed.hashes());
    expect(seoul.dataset({ end: '2026-05-01' }).hashes()).toEqual(fixed.hashes());
  });

  it('keeps every fixed listing and adds later receptions for a later end', () => {
    const fixedIds = new Set(fixed.reservations.rows().map((row) => row.SVCID));
    const rows = later.reservations.rows();
    expect(new Set(rows.map((row) => row.SVCID)).size).toBe(rows.length);
    for (const id of fixedIds) expect(later.reservations.get(id)).toEqual(fixed.reservations.get(id));
    const added = rows.filter((row) => !fixedIds.has(row.SVCID));
    expect(added.some((row) => row.RCPTBGNDT >= '2027-02-01')).toBe(true);
  });

  it('has listings open for booking on the window end', () => {
    const now = new Date('2027-03-01T10:00:00+09:00');
    const open = later.reservations.rows().filter((row) => isListed(row, now) && statusAt(row, now) === '접수중');
    expect(open.length).toBeGreaterThan(50);
    const none = fixed.reservations.rows().filter((row) => isListed(row, now) && statusAt(row, now) === '접수중');
    expect(none.length).toBeLessThan(open.length / 5);
  });

  it('builds the same extended dataset twice', () => {
    expect(seoul.dataset({ end: '2027-03-01' }).hashes()).toEqual(later.hashes());
  });

  it('publishes ridership up to three days before a later clock without a window', async () => {
    const sim = seoul.sim(fixed);
    const ask = async (day: string) => {
      const response = await sim(
        new Request(`http://openapi.seoul.go.kr:8088/${SEOUL_DEMO_KEY}/json/CardSubwayStatsNew/1/5/${day}`),
        context('2027-03-01T10:00:00+09:00'),
      );
      return JSON.parse(await response.text()) as {
        RESULT?: { CODE: string };
        CardSubwayStatsNew?: { RESULT: { CODE: string } };
      };
    };
    expect((await ask('20270226')).CardSubwayStatsNew?.RESULT.CODE).toBe('INFO-000');
    expect((await ask('20270227')).RESULT?.CODE).toBe('INFO-200');
  });
});
