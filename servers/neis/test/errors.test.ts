// Every failure keeps NEIS's real result code in the isError text, and no input crashes the server.
import { describe, expect, it } from 'vitest';
import { KEY, openNeis, pageOf, textOf } from './helpers.ts';

const SCHOOL = { ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7010569' };

describe('NEIS errors keep the real result codes', () => {
  it.each([
    [
      'a wrong key',
      {},
      'neis_search_schools',
      { KEY: 'f'.repeat(32), SCHUL_NM: '서울' },
      /^NEIS ERROR-290 인증키가 유효하지 않습니다.*neis_get_api_key/,
    ],
    [
      'a key in a session without one',
      { credentials: { status: 'missing' } },
      'neis_get_meals',
      { KEY, ...SCHOOL },
      /^NEIS ERROR-290 /,
    ],
    [
      'an expired key',
      { credentials: { status: 'expired', key: KEY } },
      'neis_get_meals',
      { KEY, ...SCHOOL },
      /^NEIS ERROR-290 .*neis_renew_api_key/,
    ],
    [
      'a key the administrator blocked',
      { credentials: { status: 'revoked', key: KEY } },
      'neis_get_meals',
      { KEY, ...SCHOOL },
      /^NEIS INFO-300 관리자에 의해 인증키 사용이 제한되었습니다/,
    ],
    [
      'an injected rate limit',
      { faults: [{ kind: 'rate_limit' }] },
      'neis_get_meals',
      { KEY, ...SCHOOL },
      /^NEIS ERROR-337 일별 트래픽 제한을 넘은 호출입니다/,
    ],
    [
      'a daily quota used up',
      { credentials: { key: KEY, dailyQuota: 1 } },
      'neis_get_meals',
      { KEY, ...SCHOOL },
      /^NEIS ERROR-337 /,
    ],
    [
      'an injected server error',
      { faults: [{ kind: 'server_error' }] },
      'neis_list_classes',
      { KEY, ...SCHOOL },
      /^NEIS ERROR-500 서버 오류입니다/,
    ],
    [
      'an injected timeout',
      { faults: [{ kind: 'timeout' }] },
      'neis_list_classes',
      { KEY, ...SCHOOL },
      /^NEIS TIMEOUT .*again/,
    ],
    [
      'an injected malformed body',
      { faults: [{ kind: 'malformed' }] },
      'neis_search_schools',
      { KEY, SCHUL_NM: '서울' },
      /^NEIS MALFORMED /,
    ],
    [
      'no data',
      {},
      'neis_search_schools',
      { KEY, SCHUL_NM: '존재하지않는학교' },
      /^NEIS INFO-200 해당하는 데이터가 없습니다\. \| .*substring/,
    ],
    [
      'a school code unknown to its office',
      {},
      'neis_get_meals',
      { KEY, ATPT_OFCDC_SC_CODE: 'C10', SD_SCHUL_CODE: '7010569' },
      /^NEIS INFO-200 .*neis_search_schools/,
    ],
    [
      'a date that does not exist, refused before any call',
      {},
      'neis_get_meals',
      { KEY, ...SCHOOL, MLSV_YMD: '20260230' },
      /MLSV_YMD: 20260230 is not a calendar date; pass a real date as YYYYMMDD/,
    ],
    [
      'a school year NEIS does not serve',
      {},
      'neis_list_classes',
      { KEY, ...SCHOOL, AY: '2024' },
      /^NEIS INFO-200 .*AY 2026/,
    ],
  ])('answers %s', async (_label, state, tool, args, expected) => {
    const neis = await openNeis(state);
    if (tool === 'neis_get_meals' && JSON.stringify(state).includes('dailyQuota')) await neis.call(tool, args);
    const result = await neis.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(expected);
    await neis.close();
  });

  it('tells a session without a key to register one, while the public sample still answers without KEY', async () => {
    const neis = await openNeis({ credentials: { status: 'missing' } });
    const key = await neis.call('neis_get_api_key');
    expect(key.isError).toBe(true);
    expect(textOf(key)).toMatch(/No neis API key.*open\.neis\.go\.kr.*KOPA_NEIS_KEY/);
    const sample = pageOf(await neis.call('neis_search_schools', { SCHUL_NM: '초등학교' }));
    expect(sample.items).toHaveLength(5);
    expect(sample.totalCount).toBeGreaterThan(6000);
    await neis.close();
  });

  it('renews an expired key, after which the calls go through', async () => {
    const neis = await openNeis({ credentials: { status: 'expired', key: KEY } });
    const renewed = (await neis.call('neis_renew_api_key')).structuredContent as { key: string };
    expect(renewed.key).toMatch(/^[0-9a-f]{32}$/);
    const result = await neis.call('neis_search_schools', { KEY: renewed.key, SD_SCHUL_CODE: '7010569' });
    expect(pageOf(result).items[0]).toMatchObject({ SCHUL_NM: '서울고등학교' });
    await neis.close();
  });

  it.each([
    ['neis_get_meals', { KEY, ATPT_OFCDC_SC_CODE: 'B10' }, 'SD_SCHUL_CODE is required'],
    ['neis_get_meals', { KEY, ATPT_OFCDC_SC_CODE: 'Z99', SD_SCHUL_CODE: '7010569' }, 'ATPT_OFCDC_SC_CODE'],
    ['neis_get_meals', { KEY, ...SCHOOL, MLSV_YMD: '2026-05-12' }, 'MLSV_YMD: must be a date as YYYYMMDD'],
    ['neis_get_meals', { KEY, ...SCHOOL, MMEAL_SC_CODE: '4' }, 'MMEAL_SC_CODE'],
    ['neis_search_schools', { KEY, SD_SCHUL_CODE: '70105' }, 'SD_SCHUL_CODE is the 7-digit'],
    ['neis_list_academies', { KEY, ATPT_OFCDC_SC_CODE: 'B10', pSize: 1001 }, 'pSize is at most 1000'],
    ['neis_list_academies', { KEY }, 'ATPT_OFCDC_SC_CODE is required'],
    ['neis_get_high_timetable', { KEY, ...SCHOOL, PERIO: '1' }, 'unknown parameter(s) PERIO'],
    ['neis_get_school_schedule', { KEY, ...SCHOOL, schoolSchedule: 'x' }, 'unknown parameter(s) schoolSchedule'],
  ])('rejects invalid arguments of %s naming the parameter', async (tool, args, named) => {
    const neis = await openNeis();
    const result = await neis.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(named);
    await neis.close();
  });

  it('survives a burst of hostile arguments without crashing', async () => {
    const neis = await openNeis();
    const hostile: Array<Record<string, unknown>> = [
      { KEY: { $gt: '' } },
      { KEY, ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7'.repeat(10_000) },
      { KEY, SCHUL_NM: '\u0000'.repeat(60), MLSV_FROM_YMD: '99999999', MLSV_TO_YMD: '00000000' },
      { KEY, pIndex: -1, pSize: 1e9, ATPT_OFCDC_SC_CODE: ['B10'] },
      JSON.parse('{"__proto__": {"polluted": true}, "KEY": "x"}'),
    ];
    for (const tool of (await neis.client.listTools()).tools) {
      for (const args of hostile) {
        const result = await neis.client.callTool({ name: tool.name, arguments: args });
        expect(textOf(result)).not.toMatch(/\bat .*\.ts:\d+/);
        if (tool.inputSchema.required?.length)
          expect(result.isError, `${tool.name} ${JSON.stringify(args)}`).toBe(true);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await neis.call('neis_search_schools', { KEY, SD_SCHUL_CODE: '7010569' })).isError).toBeFalsy();
    await neis.close();
  });
});
