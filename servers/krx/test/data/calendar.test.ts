import { describe, expect, it } from 'vitest';
import {
  closedReason,
  dayOf,
  FSC_PUBLISH_HOUR,
  KRX_PUBLISH_HOUR,
  LAST_DAY,
  lastPublishedDay,
  parseYmd,
  previousTradingDay,
  TRADING_DAYS,
  windowEnd,
  ymd,
} from '../../src/data/calendar.ts';

const day = (text: string) => parseYmd(text) ?? Number.NaN;

describe('the KRX trading calendar', () => {
  it.each([
    ['20240101', '신정'],
    ['20240209', '설날 연휴'],
    ['20240212', '설날 대체공휴일'],
    ['20240410', '제22대 국회의원 선거일'],
    ['20240501', '근로자의 날'],
    ['20240917', '추석'],
    ['20241001', '국군의 날 (임시공휴일)'],
    ['20241231', '연말 휴장일'],
    ['20250127', '임시공휴일 (설날 연휴)'],
    ['20250603', '제21대 대통령 선거일'],
    ['20251008', '추석 대체공휴일'],
    ['20251231', '연말 휴장일'],
    ['20260217', '설날'],
    ['20260603', '제9회 전국동시지방선거일'],
    ['20260817', '광복절 대체공휴일'],
    ['20260117', '토요일'],
    ['20260118', '일요일'],
  ])('closes on %s (%s)', (date, reason) => {
    expect(closedReason(day(date))).toBe(reason);
  });

  it.each(['20240102', '20240213', '20250131', '20260115', '20260116', '20260831'])('trades on %s', (date) => {
    expect(closedReason(day(date))).toBeUndefined();
    expect(TRADING_DAYS).toContain(day(date));
  });

  it('has 649 trading days from 2024-01-02 to 2026-08-31 in the fixed window, and generates through 2026-12-30', () => {
    expect(ymd(TRADING_DAYS[0] ?? 0)).toBe('20231228');
    expect(ymd(TRADING_DAYS[1] ?? 0)).toBe('20240102');
    expect(TRADING_DAYS.filter((value) => value <= LAST_DAY)).toHaveLength(650);
    expect(ymd(TRADING_DAYS.at(-1) ?? 0)).toBe('20261230');
  });

  it.each([
    [undefined, '20260831'],
    [{ end: '2026-05-01' }, '20260831'],
    [{ end: '2026-12-02' }, '20261202'],
    [{ end: '2027-03-01' }, '20261231'],
  ])('serves through the fixed window or a later window.end (%o → %s)', (window, last) => {
    expect(ymd(windowEnd(window))).toBe(last);
  });

  it('finds the trading day before a disclosure date, across weekends and 설날', () => {
    expect(ymd(previousTradingDay(day('20260116')))).toBe('20260115');
    expect(ymd(previousTradingDay(day('20240213')))).toBe('20240208');
    expect(ymd(previousTradingDay(day('20240102')))).toBe('20231228');
  });

  it.each([
    ['2026-09-01T10:00:00+09:00', '20260831', '20260828'],
    ['2026-09-01T07:59:00+09:00', '20260828', '20260828'],
    ['2026-09-01T13:00:00+09:00', '20260831', '20260831'],
    ['2026-01-16T09:00:00+09:00', '20260115', '20260114'],
    ['2026-01-19T08:30:00+09:00', '20260116', '20260115'],
    ['2024-02-13T08:00:00+09:00', '20240208', '20240207'],
  ])('at %s the KRX Open API has published up to %s and the FSC up to %s', (now, krxDay, fscDay) => {
    expect(ymd(lastPublishedDay(new Date(now), KRX_PUBLISH_HOUR) ?? 0)).toBe(krxDay);
    expect(ymd(lastPublishedDay(new Date(now), FSC_PUBLISH_HOUR) ?? 0)).toBe(fscDay);
  });

  it('rejects impossible dates', () => {
    expect(parseYmd('20240231')).toBeUndefined();
    expect(parseYmd('2024-01-02')).toBeUndefined();
    expect(parseYmd('20240229')).toBe(dayOf(2024, 2, 29));
  });
});
