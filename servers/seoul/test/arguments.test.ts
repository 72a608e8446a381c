import { describe, expect, it } from 'vitest';
import { KEY, openSeoul, textOf } from './helpers.ts';

const LONE = '\ud800';
const metaOf = (result: Awaited<ReturnType<Awaited<ReturnType<typeof openSeoul>>['call']>>) =>
  (result._meta as { 'kopa/error'?: { code: string; kind: string; parameter?: string } } | undefined)?.['kopa/error'];

describe('Seoul refuses arguments it cannot send, naming the parameter', () => {
  it.each([
    ['seoul_search_subway_station', { KEY, STATION_NM: `강남${LONE}` }, 'STATION_NM'],
    ['seoul_search_subway_station', { KEY: `${KEY}${LONE}`, STATION_NM: '강남' }, 'KEY'],
    ['seoul_get_subway_ridership', { KEY, USE_DT: '20260828', SUB_STA_NM: `${LONE}강남` }, 'SUB_STA_NM'],
    ['seoul_get_realtime_arrivals', { KEY, statnNm: `강남\udc00` }, 'statnNm'],
    ['seoul_list_public_reservations', { KEY, MINCLASSNM: `테니스장${LONE}` }, 'MINCLASSNM'],
    ['seoul_cancel_reservation', { KEY, reservationId: `R${LONE}` }, 'reservationId'],
  ])('answers a lone surrogate in %s as a bad argument (%#)', async (tool, args, parameter) => {
    const seoul = await openSeoul();
    const result = await seoul.call(tool, args);
    expect(result.isError).toBe(true);
    expect(metaOf(result)?.code).not.toBe('INTERNAL_ERROR');
    expect(metaOf(result)?.parameter).toBe(parameter);
    expect(textOf(result)).toContain(parameter);
    expect(textOf(result)).toMatch(/valid Unicode/);
    await seoul.close();
  });

  it('keeps a well-formed emoji (a surrogate pair) as an ordinary search', async () => {
    const seoul = await openSeoul();
    const result = await seoul.call('seoul_search_subway_station', { KEY, STATION_NM: '강남😀' });
    expect(metaOf(result)?.code).toBe('INFO-200');
    await seoul.close();
  });

  it.each([
    ['20260230', 'February has no 30th'],
    ['20261301', 'there is no 13th month'],
    ['20260000', 'there is no day 0'],
  ])('refuses the impossible date USE_DT=%s (%s)', async (USE_DT) => {
    const seoul = await openSeoul();
    const result = await seoul.call('seoul_get_subway_ridership', { KEY, USE_DT });
    expect(result.isError).toBe(true);
    expect(metaOf(result)?.kind).toBe('invalid_args');
    expect(textOf(result)).toMatch(/USE_DT.*real calendar date.*YYYYMMDD/);
    await seoul.close();
  });
});

describe('Seoul says when a range starts past the last row', () => {
  it('names the row count and the last range instead of blaming the filters', async () => {
    const seoul = await openSeoul();
    const result = await seoul.call('seoul_search_subway_station', {
      KEY,
      STATION_NM: '강남',
      START_INDEX: 501,
      END_INDEX: 600,
    });
    expect(result.isError).toBe(true);
    expect(metaOf(result)?.code).toBe('INFO-200');
    expect(textOf(result)).toMatch(/START_INDEX 501 is past the end: 2 rows match; ask for START_INDEX=1 END_INDEX=2/);
    await seoul.close();
  });

  it('does the same on the realtime host (0-based)', async () => {
    const seoul = await openSeoul();
    const result = await seoul.call('seoul_get_realtime_train_positions', {
      KEY,
      subwayNm: '2호선',
      START_INDEX: 900,
      END_INDEX: 950,
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(
      /START_INDEX 900 is past the end: \d+ rows match; ask for START_INDEX=\d+ END_INDEX=\d+/,
    );
    await seoul.close();
  });

  it('keeps "nothing matched" for a filter that matches nothing', async () => {
    const seoul = await openSeoul();
    const result = await seoul.call('seoul_search_subway_station', {
      KEY,
      STATION_NM: '없는역',
      START_INDEX: 6,
      END_INDEX: 10,
    });
    expect(textOf(result)).toMatch(/^SEOUL INFO-200 .*Nothing matched/);
    await seoul.close();
  });
});
