import { describe, expect, it } from 'vitest';
import { kdic } from '../src/index.ts';
import { KEY, openKdic, textOf } from './helpers.ts';

const PRODUCTS = { serviceKey: KEY, fncIstNm: '국민은행' };

describe('KDIC errors keep the real data.go.kr codes', () => {
  it.each([
    [
      'a wrong key',
      {},
      { ...PRODUCTS, serviceKey: 'f'.repeat(64) },
      /^KDIC 30 SERVICE_KEY_IS_NOT_REGISTERED_ERROR .*kdic_get_api_key/,
    ],
    [
      'an expired key',
      { credentials: { status: 'expired', key: KEY } },
      PRODUCTS,
      /^KDIC 31 DEADLINE_HAS_EXPIRED_ERROR .*kdic_renew_api_key/,
    ],
    [
      'a revoked key',
      { credentials: { status: 'revoked', key: KEY } },
      PRODUCTS,
      /^KDIC 20 SERVICE_ACCESS_DENIED_ERROR/,
    ],
    [
      'an injected rate limit',
      { faults: [{ kind: 'rate_limit' }] },
      PRODUCTS,
      /^KDIC 22 LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR .*wait/,
    ],
    ['an injected timeout', { faults: [{ kind: 'timeout' }] }, PRODUCTS, /^KDIC 05 SERVICETIMEOUT_ERROR .*again/],
    [
      'a service that is down (HTTP 504)',
      { faults: [{ kind: 'server_error' }] },
      PRODUCTS,
      /^KDIC 05 SERVICETIMEOUT_ERROR/,
    ],
    ['an injected malformed body', { faults: [{ kind: 'malformed' }] }, PRODUCTS, /^KDIC MALFORMED /],
    ['no data', {}, { serviceKey: KEY, fncIstNm: '없는은행' }, /^KDIC 03 NODATA_ERROR .*kdic_list_insured_companies/],
    [
      'a month that is not published yet',
      {},
      { serviceKey: KEY, finIstNm: 'SBI저축은행', ym: '202609' },
      /^KDIC 03 NODATA_ERROR .*next month/,
    ],
  ])('answers %s', async (_label, state, args, expected) => {
    const session = await openKdic(state);
    const tool = 'ym' in args ? 'kdic_get_savings_bank_finance' : 'kdic_list_insured_products';
    const result = await session.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(expected);
    await session.close();
  });

  it('tells a session without a key where to get one, and a call without serviceKey that it is required', async () => {
    const session = await openKdic({ credentials: { status: 'missing' } });
    const key = await session.call('kdic_get_api_key');
    expect(key.isError).toBe(true);
    expect(textOf(key)).toContain(kdic.auth.signupUrl);
    const noKey = await session.call('kdic_list_insured_products', { fncIstNm: '국민은행' });
    expect(textOf(noKey)).toMatch(/serviceKey is required/);
    const guessed = await session.call('kdic_list_insured_products', PRODUCTS);
    expect(textOf(guessed)).toMatch(/^KDIC 30 /);
    await session.close();
  });

  it('answers 22 once the daily quota of the key is used up', async () => {
    const session = await openKdic({ credentials: { key: KEY, dailyQuota: 1 } });
    expect((await session.call('kdic_list_insured_products', PRODUCTS)).isError).toBeFalsy();
    expect(textOf(await session.call('kdic_list_insured_products', PRODUCTS))).toMatch(/^KDIC 22 /);
    await session.close();
  });

  it('renews an expired key, after which the data tools answer again', async () => {
    const session = await openKdic({ credentials: { status: 'expired', key: KEY } });
    const renewed = (await session.call('kdic_renew_api_key')).structuredContent as { key: string };
    expect(renewed.key).toMatch(/^[0-9a-f]{64}$/);
    const result = await session.call('kdic_list_insured_products', { ...PRODUCTS, serviceKey: renewed.key });
    expect(result.isError).toBeFalsy();
    await session.close();
  });

  it.each([
    ['kdic_list_insured_products', { ...PRODUCTS, numOfRows: 5000 }, 'numOfRows'],
    ['kdic_list_insured_products', { ...PRODUCTS, pageNo: 0 }, 'pageNo'],
    ['kdic_list_insured_products', { ...PRODUCTS, regnNm: '카드' }, 'regnNm must be one of'],
    ['kdic_get_savings_bank_finance', { serviceKey: KEY, ym: '2026-07' }, 'ym: must be a month as YYYYMM'],
    ['kdic_get_savings_bank_finance', { serviceKey: KEY, ym: '202613' }, 'ym'],
    ['kdic_get_life_insurer_overview', { serviceKey: KEY, crpno: '110111' }, 'crpno must be 13 digits'],
    ['kdic_list_publications', { serviceKey: KEY, regDate: '2026-04-15' }, 'regDate'],
    ['kdic_list_insured_products', { ...PRODUCTS, ServiceKey: KEY }, 'unknown parameter(s) ServiceKey'],
  ])('rejects invalid arguments of %s naming the parameter', async (tool, args, named) => {
    const session = await openKdic();
    const result = await session.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(named);
    await session.close();
  });

  it('survives a burst of hostile arguments without crashing', async () => {
    const session = await openKdic();
    const hostile: Array<Record<string, unknown>> = [
      { serviceKey: { $gt: '' } },
      { serviceKey: KEY, fncIstNm: 'x'.repeat(10_000) },
      { serviceKey: KEY, fncIstNm: '\u0000<item>&', prdNm: '</getProductList>' },
      { serviceKey: KEY, pageNo: -1, numOfRows: 1e9 },
      JSON.parse('{"__proto__": {"polluted": true}, "serviceKey": "x"}'),
    ];
    for (const tool of (await session.client.listTools()).tools) {
      for (const args of hostile) {
        const result = await session.client.callTool({ name: tool.name, arguments: args });
        expect(textOf(result)).not.toMatch(/\bat .*\.ts:\d+/);
        if (tool.inputSchema.required?.length)
          expect(result.isError, `${tool.name} ${JSON.stringify(args)}`).toBe(true);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await session.call('kdic_list_insured_products', PRODUCTS)).isError).toBeFalsy();
    await session.close();
  });
});
