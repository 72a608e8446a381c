import { describe, expect, it } from 'vitest';
import { KEY, openTour, textOf } from './helpers.ts';

const PALACE = { contentId: '126508' };

describe('TourAPI errors keep the real result codes', () => {
  it.each([
    [
      'a wrong key',
      {},
      'tourapi_get_common_detail',
      { serviceKey: 'f'.repeat(64), ...PALACE },
      /^TOURAPI 30 SERVICE_KEY_IS_NOT_REGISTERED_ERROR .*tourapi_get_api_key/,
    ],
    [
      'an expired key',
      { credentials: { status: 'expired', key: KEY } },
      'tourapi_get_common_detail',
      { serviceKey: KEY, ...PALACE },
      /^TOURAPI 31 DEADLINE_HAS_EXPIRED_ERROR .*tourapi_renew_api_key/,
    ],
    [
      'a revoked key',
      { credentials: { status: 'revoked', key: KEY } },
      'tourapi_get_common_detail',
      { serviceKey: KEY, ...PALACE },
      /^TOURAPI 20 SERVICE_ACCESS_DENIED_ERROR/,
    ],
    [
      'a session without a key, called with some key',
      { credentials: { status: 'missing' } },
      'tourapi_search_keyword',
      { serviceKey: KEY, keyword: '궁' },
      /^TOURAPI 30 /,
    ],
    [
      'an injected rate limit',
      { faults: [{ kind: 'rate_limit' }] },
      'tourapi_search_keyword',
      { serviceKey: KEY, keyword: '궁' },
      /^TOURAPI 22 LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR .*wait/,
    ],
    [
      'an injected server error',
      { faults: [{ kind: 'server_error' }] },
      'tourapi_search_keyword',
      { serviceKey: KEY, keyword: '궁' },
      /^TOURAPI 04 HTTP_ERROR/,
    ],
    [
      'an injected timeout',
      { faults: [{ kind: 'timeout' }] },
      'tourapi_list_by_area',
      { serviceKey: KEY },
      /^TOURAPI 05 SERVICETIMEOUT_ERROR .*again/,
    ],
    [
      'an injected malformed body',
      { faults: [{ kind: 'malformed' }] },
      'tourapi_list_by_area',
      { serviceKey: KEY },
      /^TOURAPI MALFORMED /,
    ],
    [
      'an unknown contentId',
      {},
      'tourapi_get_common_detail',
      { serviceKey: KEY, contentId: '999' },
      /^TOURAPI 03 NODATA_ERROR .*tourapi_search_keyword/,
    ],
    [
      'an intro asked with another type',
      {},
      'tourapi_get_intro_detail',
      { serviceKey: KEY, ...PALACE, contentTypeId: '39' },
      /^TOURAPI 03 NODATA_ERROR .*contenttypeid/,
    ],
    [
      'a date that does not exist, refused before any call',
      {},
      'tourapi_search_festivals',
      { serviceKey: KEY, eventStartDate: '20261345' },
      /eventStartDate: 20261345 is not a calendar date; pass a real date as YYYYMMDD/,
    ],
    [
      'a 시군구 code without its 시도',
      {},
      'tourapi_list_by_area',
      { serviceKey: KEY, lDongSignguCd: '110' },
      /^TOURAPI 11 NO_MANDATORY_REQUEST_PARAMETERS_ERROR\(lDongRegnCd\)/,
    ],
    [
      'a sub-classification without its parent',
      {},
      'tourapi_list_classification_codes',
      { serviceKey: KEY, lclsSystm2: 'NA01' },
      /^TOURAPI 11 NO_MANDATORY_REQUEST_PARAMETERS_ERROR\(lclsSystm1\)/,
    ],
  ])('answers %s', async (_label, state, tool, args, expected) => {
    const tour = await openTour(state);
    const result = await tour.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(expected);
    await tour.close();
  });

  it('answers 22 once the daily quota is used up', async () => {
    const tour = await openTour({ credentials: { key: KEY, dailyQuota: 1 } });
    expect((await tour.data('tourapi_search_keyword', { keyword: '궁' })).isError).toBeFalsy();
    expect(textOf(await tour.data('tourapi_search_keyword', { keyword: '궁' }))).toMatch(/^TOURAPI 22 /);
    await tour.close();
  });

  it('returns no key to a session without one, with the way to get one', async () => {
    const tour = await openTour({ credentials: { status: 'missing' } });
    const result = await tour.call('tourapi_get_api_key');
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/No tourapi API key.*data\.go\.kr.*KOPA_TOURAPI_KEY/);
    await tour.close();
  });

  it('renews an expired key so that the next call works', async () => {
    const tour = await openTour({ credentials: { status: 'expired', key: KEY } });
    const renewed = (await tour.call('tourapi_renew_api_key')).structuredContent as { key: string };
    expect(renewed.key).toMatch(/^[0-9a-f]{64}$/);
    const after = await tour.data('tourapi_get_common_detail', { serviceKey: renewed.key, ...PALACE });
    expect(after.isError).toBeFalsy();
    await tour.close();
  });

  it.each([
    ['tourapi_get_common_detail', { ...PALACE }, 'serviceKey is required'],
    [
      'tourapi_list_by_location',
      { serviceKey: KEY, mapX: 126.97, mapY: 37.57, radius: 20_001 },
      'radius must be at most 20000',
    ],
    [
      'tourapi_list_by_location',
      { serviceKey: KEY, mapX: 37.57, mapY: 126.97, radius: 1000 },
      'did you swap mapX and mapY',
    ],
    ['tourapi_get_common_detail', { serviceKey: KEY, contentId: '경복궁' }, 'contentId is the numeric contentid'],
    ['tourapi_list_by_area', { serviceKey: KEY, numOfRows: 5000 }, 'numOfRows must be 1–1000'],
    ['tourapi_list_by_area', { serviceKey: KEY, contentTypeId: '99' }, 'contentTypeId'],
    ['tourapi_search_festivals', { serviceKey: KEY, eventStartDate: '2026-09-01' }, 'eventStartDate'],
    ['tourapi_search_festivals', { serviceKey: KEY }, 'eventStartDate is required'],
    ['tourapi_search_stays', { serviceKey: KEY, contentTypeId: '32' }, 'unknown parameter(s) contentTypeId'],
    ['tourapi_list_by_area', { serviceKey: KEY, lDongRegnCd: '4' }, 'lDongRegnCd is the 2-digit'],
  ])('rejects invalid arguments of %s naming the parameter', async (tool, args, named) => {
    const tour = await openTour();
    const result = await tour.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(named);
    await tour.close();
  });

  it('survives a burst of hostile arguments without crashing', async () => {
    const tour = await openTour();
    const hostile: Array<Record<string, unknown>> = [
      { serviceKey: { $gt: '' } },
      { serviceKey: KEY, contentId: '1'.repeat(10_000), keyword: '\u0000'.repeat(100) },
      { serviceKey: KEY, pageNo: -1, numOfRows: 1e9, mapX: Number.NaN },
      { serviceKey: KEY, keyword: '%', eventStartDate: '99999999', areaCode: '99' },
      JSON.parse('{"__proto__": {"polluted": true}, "serviceKey": "x"}'),
    ];
    for (const tool of (await tour.client.listTools()).tools) {
      for (const args of hostile) {
        const result = await tour.client.callTool({ name: tool.name, arguments: args });
        expect(textOf(result)).not.toMatch(/\bat .*\.ts:\d+/);
        if (tool.inputSchema.required?.length)
          expect(result.isError, `${tool.name} ${JSON.stringify(args)}`).toBe(true);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const after = await tour.data('tourapi_get_common_detail', PALACE);
    expect(after.isError).toBeFalsy();
    await tour.close();
  });

  it('answers an empty list (not an error) for codes that match nothing, as TourAPI does', async () => {
    const tour = await openTour();
    const result = await tour.data('tourapi_list_by_area', { areaCode: '99' });
    expect(result.structuredContent).toMatchObject({ resultCode: '0000', resultMsg: 'OK', totalCount: 0, items: [] });
    await tour.close();
  });
});
