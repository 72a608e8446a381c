import { describe, expect, it } from 'vitest';
import { KEY, openKrx, textOf } from './helpers.ts';

const KOSPI = { AUTH_KEY: KEY, basDd: '20260115', ISU_CD: '005930' };
const PRICE = { serviceKey: KEY, likeSrtnCd: '005930', basDt: '20260115' };

describe('KRX platform errors keep the real codes of both upstreams', () => {
  it.each([
    [
      'a wrong AUTH_KEY',
      {},
      'krx_get_kospi_daily_trades',
      { ...KOSPI, AUTH_KEY: 'F'.repeat(40) },
      /^KRX 401 Unauthorized Key \| .*krx_get_api_key/,
    ],
    [
      'a wrong serviceKey',
      {},
      'krx_get_stock_price_info',
      { ...PRICE, serviceKey: 'F'.repeat(40) },
      /^KRX 30 SERVICE_KEY_IS_NOT_REGISTERED_ERROR/,
    ],
    [
      'a missing session key',
      { credentials: { status: 'missing' } },
      'krx_get_kospi_daily_trades',
      { ...KOSPI, AUTH_KEY: KEY },
      /^KRX 401 Unauthorized Key/,
    ],
    [
      'an expired AUTH_KEY',
      { credentials: { status: 'expired', key: KEY } },
      'krx_get_kospi_daily_trades',
      KOSPI,
      /^KRX 401 Expired Key .*krx_renew_api_key/,
    ],
    [
      'an expired serviceKey',
      { credentials: { status: 'expired', key: KEY } },
      'krx_get_stock_price_info',
      PRICE,
      /^KRX 31 DEADLINE_HAS_EXPIRED_ERROR .*krx_renew_api_key/,
    ],
    [
      'an API the key is not approved for',
      { overlay: { apiApprovals: { remove: ['sto/stk_bydd_trd'] } } },
      'krx_get_kospi_daily_trades',
      KOSPI,
      /^KRX 401 Unauthorized API Call .*approved/,
    ],
    [
      'an FSC service the key has not applied for',
      { overlay: { apiApprovals: { remove: ['GetStockSecuritiesInfoService/getStockPriceInfo'] } } },
      'krx_get_stock_price_info',
      PRICE,
      /^KRX 30 SERVICE_KEY_IS_NOT_REGISTERED_ERROR/,
    ],
    [
      'a KRX rate limit',
      { faults: [{ kind: 'rate_limit' }] },
      'krx_get_kospi_daily_trades',
      KOSPI,
      /^KRX 429 Too Many Requests/,
    ],
    [
      'an FSC rate limit',
      { faults: [{ kind: 'rate_limit' }] },
      'krx_get_stock_price_info',
      PRICE,
      /^KRX 22 LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR/,
    ],
    [
      'an FSC timeout',
      { faults: [{ kind: 'timeout' }] },
      'krx_get_stock_price_info',
      PRICE,
      /^KRX 05 SERVICETIMEOUT_ERROR .*again/,
    ],
    ['a KRX timeout', { faults: [{ kind: 'timeout' }] }, 'krx_get_kospi_daily_trades', KOSPI, /^KRX TIMEOUT .*again/],
    [
      'an FSC outage',
      { faults: [{ kind: 'server_error' }] },
      'krx_get_listed_item_info',
      { serviceKey: KEY },
      /^KRX 05 SERVICETIMEOUT_ERROR/,
    ],
    [
      'a KRX outage',
      { faults: [{ kind: 'server_error' }] },
      'krx_get_kosdaq_index_daily',
      { AUTH_KEY: KEY, basDd: '20260115' },
      /^KRX 504 /,
    ],
    [
      'a truncated body',
      { faults: [{ kind: 'malformed' }] },
      'krx_get_etf_daily_trades',
      { AUTH_KEY: KEY, basDd: '20260115' },
      /^KRX MALFORMED /,
    ],
    [
      'an impossible basDd',
      {},
      'krx_get_kospi_daily_trades',
      { ...KOSPI, basDd: '20240231' },
      /^KRX 400 Invalid basDd/,
    ],
    [
      'an impossible basDt',
      {},
      'krx_get_stock_price_info',
      { ...PRICE, basDt: '20240231' },
      /^KRX 10 INVALID_REQUEST_PARAMETER_ERROR/,
    ],
    [
      'a holiday',
      {},
      'krx_get_kospi_daily_trades',
      { ...KOSPI, basDd: '20250603' },
      /^KRX 03 NODATA_ERROR: .*제21대 대통령 선거일.*20250602/,
    ],
    [
      'a day not published yet',
      {},
      'krx_get_kospi_daily_trades',
      { ...KOSPI, basDd: '20260901' },
      /^KRX 03 .*not published yet.*20260831/,
    ],
    ['an issue of another board', {}, 'krx_get_kosdaq_daily_trades', KOSPI, /^KRX 03 .*krx_get_kospi_daily_trades/],
    ['no FSC match', {}, 'krx_get_stock_price_info', { ...PRICE, basDt: '20260117' }, /^KRX 03 NODATA_ERROR/],
    [
      'a removed issue',
      { overlay: { issues: { remove: ['005930'] } } },
      'krx_get_kospi_daily_trades',
      KOSPI,
      /^KRX 03 /,
    ],
  ])('answers %s', async (_label, state, tool, args, expected) => {
    const krx = await openKrx(state);
    const result = await krx.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(expected);
    await krx.close();
  });

  it('rate-limits calls beyond the daily quota with the gateway code', async () => {
    const krx = await openKrx({ credentials: { dailyQuota: 1 } });
    expect((await krx.call('krx_get_stock_price_info', PRICE)).isError).toBeFalsy();
    expect(textOf(await krx.call('krx_get_stock_price_info', PRICE))).toMatch(/^KRX 22 /);
    await krx.close();
  });

  it('tells the model to register a key when the session has none', async () => {
    const krx = await openKrx({ credentials: { status: 'missing' } });
    const result = await krx.call('krx_get_api_key');
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/No krx API key .*KOPA_KRX_KEY/);
    await krx.close();
  });

  it('renews an expired key and then answers', async () => {
    const krx = await openKrx({ credentials: { status: 'expired', key: KEY } });
    const renewed = (await krx.call('krx_renew_api_key')).structuredContent as { key: string };
    expect(renewed.key).toMatch(/^[0-9A-F]{40}$/);
    const result = await krx.call('krx_get_kospi_daily_trades', { ...KOSPI, AUTH_KEY: renewed.key });
    expect(result.isError).toBeFalsy();
    await krx.close();
  });

  it.each([
    ['krx_get_kospi_daily_trades', { ISU_CD: '005930', basDd: '20260115' }, 'AUTH_KEY is required'],
    ['krx_get_kospi_daily_trades', { ...KOSPI, basDd: '2026-01-15' }, 'basDd must be a date as YYYYMMDD'],
    ['krx_get_kosdaq_daily_trades', { ...KOSPI, ISU_CD: '69540' }, 'ISU_CD must be the 6-character short code'],
    ['krx_get_kospi_daily_trades', { ...KOSPI, numOfRows: 5000 }, 'numOfRows'],
    ['krx_get_stock_price_info', { ...PRICE, basDt: '2026/01/15' }, 'basDt'],
    ['krx_get_stock_price_info', { ...PRICE, mrktCls: 'NASDAQ' }, 'mrktCls'],
    ['krx_get_stock_price_info', { ...PRICE, srtnCd: '005930' }, 'unknown parameter(s) srtnCd'],
    ['krx_get_listed_item_info', { serviceKey: KEY, crno: '130111-0006246' }, 'crno must be the 13-digit'],
    ['krx_add_price_alert', { serviceKey: KEY, srtnCd: '005930', targetPrice: -5, direction: 'above' }, 'targetPrice'],
  ])('rejects invalid arguments of %s naming the parameter', async (tool, args, named) => {
    const krx = await openKrx();
    const result = await krx.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(named);
    await krx.close();
  });

  it('survives a burst of hostile arguments without crashing', async () => {
    const krx = await openKrx();
    const hostile: Array<Record<string, unknown>> = [
      { AUTH_KEY: { $gt: '' }, serviceKey: ['x'] },
      { AUTH_KEY: KEY, serviceKey: KEY, basDd: '9'.repeat(10_000), basDt: '00000000' },
      { AUTH_KEY: KEY, serviceKey: KEY, numOfRows: 1e9, pageNo: -1, likeItmsNm: '\u0000'.repeat(50) },
      JSON.parse('{"__proto__": {"polluted": true}, "AUTH_KEY": "x"}'),
    ];
    for (const tool of (await krx.client.listTools()).tools) {
      for (const args of hostile) {
        const result = await krx.client.callTool({ name: tool.name, arguments: args });
        expect(textOf(result)).not.toMatch(/\bat .*\.ts:\d+/);
        if (tool.inputSchema.required?.length)
          expect(result.isError, `${tool.name} ${JSON.stringify(args)}`).toBe(true);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await krx.call('krx_get_kospi_daily_trades', KOSPI)).isError).toBeFalsy();
    await krx.close();
  });
});
