import { describe, expect, it } from 'vitest';
import { KEY, openKrx, type Result, textOf } from './helpers.ts';

const metaOf = (result: Result) =>
  (result._meta as { 'kopa/error'?: { code: string; kind: string; parameter?: string } } | undefined)?.['kopa/error'];

describe('KRX says which argument to fix', () => {
  it.each([
    ['Hangul', '가'.repeat(40)],
    ['an emoji', `${KEY.slice(0, 38)}😀`],
    ['a line break', `${KEY}\r\nX-Injected: 1`],
  ])('refuses an AUTH_KEY with %s before sending it, instead of "call again later"', async (_label, AUTH_KEY) => {
    const krx = await openKrx();
    const result = await krx.call('krx_get_kospi_daily_trades', { AUTH_KEY, basDd: '20260115' });
    expect(result.isError).toBe(true);
    const meta = metaOf(result);
    expect(meta?.code).not.toBe('UNREACHABLE');
    expect(meta?.kind).not.toBe('server');
    expect(meta?.parameter).toBe('AUTH_KEY');
    expect(textOf(result)).toMatch(/AUTH_KEY .*krx_get_api_key/);
    expect(textOf(result)).not.toMatch(/again later/);
    await krx.close();
  });

  it.each([
    ['basDt', { basDt: '20260230' }],
    ['beginBasDt', { beginBasDt: '20261301' }],
    ['endBasDt', { endBasDt: '20260000' }],
  ])('names %s when the FSC service refuses an impossible date', async (parameter, dates) => {
    const krx = await openKrx();
    const result = await krx.call('krx_get_stock_price_info', { serviceKey: KEY, likeSrtnCd: '005930', ...dates });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^KRX 10 INVALID_REQUEST_PARAMETER_ERROR/);
    expect(textOf(result)).toContain(`${parameter}=${Object.values(dates)[0]} is not a real date`);
    expect(textOf(result)).toMatch(/YYYYMMDD/);
    await krx.close();
  });
});
