// KMA's forecasts have no data window: every item is computed from the request's clock, so a session on the
// wall clock (`kopa sim serve --clock wall`) gets the issue of "today" from the same dataset, window or not.
import { describe, expect, it } from 'vitest';
import { kma } from '../../src/index.ts';
import { createKmaSim } from '../../src/upstream/sim.ts';

const KEY = kma.auth.demoKey;

async function vilage(options: { now: string; window?: { end: string }; baseDate: string }) {
  const sim = createKmaSim(kma.dataset(options.window));
  const params = new URLSearchParams({
    serviceKey: KEY,
    dataType: 'JSON',
    numOfRows: '12',
    base_date: options.baseDate,
    base_time: '0500',
    nx: '60',
    ny: '127',
  });
  const response = await sim(
    new Request(`https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?${params}`),
    { credentials: { key: KEY }, now: new Date(options.now), overlay: {} } as never,
  );
  return (await response.json()) as {
    response: { header: { resultCode: string }; body?: { items: { item: Array<Record<string, unknown>> } } };
  };
}

describe('the KMA clock', () => {
  it.each([
    [undefined, '2027-03-10T08:00:00+09:00', '20270310'],
    [{ end: '2027-03-10' }, '2027-03-10T08:00:00+09:00', '20270310'],
    [undefined, '2026-09-01T10:00:00+09:00', '20260901'],
  ])('serves the 05:00 issue of the session day (window %o, clock %s)', async (window, now, baseDate) => {
    const body = await vilage({ now, baseDate, ...(window ? { window } : {}) });
    expect(body.response.header.resultCode).toBe('00');
    const items = body.response.body?.items.item ?? [];
    expect(items).toHaveLength(12);
    for (const item of items) expect(item).toMatchObject({ baseDate, baseTime: '0500', nx: 60, ny: 127 });
  });

  it('answers NO_DATA for an issue not yet published at the clock', async () => {
    const body = await vilage({ now: '2027-03-10T05:05:00+09:00', baseDate: '20270310' });
    expect(body.response.header.resultCode).toBe('03');
  });
});
