// The emulated upstream seen raw, as an HTTP client would: envelopes, formats, parameter casing,
// the row quirks the client later absorbs, the session clock and overlays.
import { Credentials, DEFAULT_NOW, type Overlay } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { createGyeonggiDataset, createGyeonggiSim, GYEONGGI_DEMO_KEY as KEY } from '../src/index.ts';
import { RESTAURANT_CATEGORY_SERVICES } from '../src/services.ts';

const sim = createGyeonggiSim(createGyeonggiDataset());

async function get(path: string, options: { now?: string; overlay?: Overlay; scheme?: string } = {}) {
  const response = await sim(new Request(`${options.scheme ?? 'https'}://openapi.gg.go.kr/${path}`), {
    credentials: Credentials.parse({ key: KEY }),
    now: new Date(options.now ?? DEFAULT_NOW),
    overlay: options.overlay ?? {},
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}
const json = async (path: string, options?: Parameters<typeof get>[1]) => JSON.parse((await get(path, options)).text);
const rowsOf = (body: Record<string, Array<{ row?: Array<Record<string, unknown>> }>>, service: string) =>
  body[service]?.[1]?.row ?? [];

describe('the emulated openapi.gg.go.kr', () => {
  it('answers the head/row envelope with list_total_count, RESULT and api_version', async () => {
    const body = await json(`GENRESTRT?KEY=${KEY}&Type=json&pIndex=1&pSize=2&SIGUN_NM=오산시`);
    expect(body.GENRESTRT[0].head).toEqual([
      { list_total_count: expect.any(Number) },
      { RESULT: { CODE: 'INFO-000', MESSAGE: '정상 처리되었습니다.' } },
      { api_version: '1.0' },
    ]);
    expect(rowsOf(body, 'GENRESTRT')).toHaveLength(2);
  });

  // Public clients call GENRESTRT and the per-업태 services (e.g. Genrestrtchifood, Genrestrtlunch,
  // Genrestrtcate, Genrestrtstandpub); each slice holds exactly GENRESTRT's rows of its 업태.
  it.each(Object.entries(RESTAURANT_CATEGORY_SERVICES))(
    'serves %s as the GENRESTRT rows whose SANITTN_BIZCOND_NM is %s',
    async (service, category) => {
      const slice = await json(`${service}?KEY=${KEY}&Type=json&SIGUN_NM=수원시&pSize=1000`);
      const rows = rowsOf(slice, service);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.SANITTN_BIZCOND_NM === category)).toBe(true);
      const base = await json(
        `GENRESTRT?KEY=${KEY}&Type=json&SIGUN_NM=수원시&pSize=1&SANITTN_BIZCOND_NM=${encodeURIComponent(category)}`,
      );
      expect(slice[service][0].head[0].list_total_count).toBe(base.GENRESTRT[0].head[0].list_total_count);
    },
  );

  it("gives GENRESTRT rows the current service's MANAGE_NO and UNITY_BSN_STATE_NM", async () => {
    const rows = rowsOf(await json(`GENRESTRT?KEY=${KEY}&Type=json&SIGUN_NM=오산시&pSize=1000`), 'GENRESTRT');
    expect(rows.every((row) => /^\d{7}-101-\d{4}-\d{5}$/.test(String(row.MANAGE_NO)))).toBe(true);
    expect(new Set(rows.map((row) => row.MANAGE_NO)).size).toBe(rows.length);
    for (const row of rows) expect(row.UNITY_BSN_STATE_NM).toBe(row.BSN_STATE_NM === '폐업' ? '폐업' : '영업/정상');
  });

  it('answers ERROR-310 for the invented mixed-case Genrestrt', async () => {
    const body = await json(`Genrestrt?KEY=${KEY}&Type=json`);
    expect(body.RESULT.CODE).toBe('ERROR-310');
  });

  it('answers XML by default and JSON for Type=json, whatever the case of KEY and Type', async () => {
    const xml = await get(`ParmacyInfo?KEY=${KEY}&pSize=1`);
    expect(xml.type).toContain('text/xml');
    expect(xml.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><ParmacyInfo><head><list_total_count>\d+<\/list_total_count>/,
    );
    expect(xml.text).toContain('<api_version>1.0v</api_version>');
    const lower = await json(`ParmacyInfo?key=${KEY}&type=JSON&pSize=1`);
    expect(lower.ParmacyInfo[1].row).toHaveLength(1);
    expect(await get(`ParmacyInfo?Key=${KEY}&pSize=1&SIGUN_NM=없는시`)).toMatchObject({
      text: expect.stringContaining('<CODE>INFO-200</CODE>'),
    });
  });

  it('ignores filters whose names are miscased, as upstream does with unknown parameters', async () => {
    const exact = await json(`ParmacyInfo?KEY=${KEY}&Type=json&SIGUN_NM=과천시`);
    const miscased = await json(`ParmacyInfo?KEY=${KEY}&Type=json&sigun_nm=과천시`);
    expect(miscased.ParmacyInfo[0].head[0].list_total_count).toBeGreaterThan(
      exact.ParmacyInfo[0].head[0].list_total_count,
    );
    const pindex = await json(`ParmacyInfo?KEY=${KEY}&Type=json&pindex=3&pSize=5`);
    expect(rowsOf(pindex, 'ParmacyInfo')).toEqual(
      rowsOf(await json(`ParmacyInfo?KEY=${KEY}&Type=json&pSize=5`), 'ParmacyInfo'),
    );
  });

  it.each([
    ['an unknown service (checked before the key)', 'NoSuchService?KEY=sample&Type=json', 'ERROR-310'],
    ['a miscased service name', `genrestrt?KEY=${KEY}&Type=json`, 'ERROR-310'],
    ['no key', 'GENRESTRT?Type=json', 'ERROR-290'],
    ['the sample key', 'GENRESTRT?KEY=sample&Type=json', 'ERROR-290'],
    ['a non-integer pIndex', `GENRESTRT?KEY=${KEY}&Type=json&pIndex=a`, 'ERROR-333'],
    ['pSize 0', `GENRESTRT?KEY=${KEY}&Type=json&pSize=0`, 'ERROR-333'],
    ['pSize over 1000', `GENRESTRT?KEY=${KEY}&Type=json&pSize=1001`, 'ERROR-336'],
    ['no match', `GENRESTRT?KEY=${KEY}&Type=json&SIGUN_NM=오산시&BIZPLC_NM=없는식당`, 'INFO-200'],
  ])('answers %s with a top-level RESULT and HTTP 200', async (_label, path, code) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ RESULT: { CODE: code, MESSAGE: expect.any(String) } });
  });

  it('answers plain http with 503', async () => {
    const response = await get(`GENRESTRT?KEY=${KEY}&Type=json`, { scheme: 'http' });
    expect(response.status).toBe(503);
    expect(response.text).toContain('Service Unavailable');
  });

  it('keeps the row quirks the client absorbs', async () => {
    const restaurants = rowsOf(await json(`GENRESTRT?KEY=${KEY}&Type=json&SIGUN_NM=수원시&pSize=1000`), 'GENRESTRT');
    expect(restaurants.some((row) => row.SIGUN_CD === null)).toBe(true);
    expect(restaurants.some((row) => /^\d{4}-\d{2}-\d{2}$/.test(String(row.LICENSG_DE)))).toBe(true);
    expect(restaurants.some((row) => row.REFINE_WGS84_LAT === null)).toBe(true);
    const merchants = rowsOf(
      await json(`RegionMnyFacltStus?KEY=${KEY}&Type=json&SIGUN_NM=수원시&pSize=1000`),
      'RegionMnyFacltStus',
    );
    expect(merchants.some((row) => /^ +\d+\.\d+ +$/.test(String(row.REFINE_WGS84_LOGT)))).toBe(true);
    const hotspots = rowsOf(await json(`TfcacdarM?KEY=${KEY}&Type=json&SIGUN_NM=파주시`), 'TfcacdarM');
    expect(hotspots.length).toBeGreaterThan(0);
    for (const row of hotspots) {
      expect(row.SIGUN_NM).toBe('파주시 ');
      expect(typeof row.OCCUR_CNT).toBe('number');
    }
  });

  it('matches SIGUN_CD on the field, so rows without one are missed (use SIGUN_NM)', async () => {
    const byName = await json(`TfcacdarM?KEY=${KEY}&Type=json&SIGUN_NM=수원시&pSize=1000`);
    const byCode = await json(`TfcacdarM?KEY=${KEY}&Type=json&SIGUN_CD=41110&pSize=1000`);
    const older = rowsOf(byName, 'TfcacdarM').filter((row) => Number(row.ACDNT_YY) < 2019).length;
    expect(older).toBeGreaterThan(0);
    expect(byCode.TfcacdarM[0].head[0].list_total_count).toBe(byName.TfcacdarM[0].head[0].list_total_count - older);
  });

  it('shows only what existed at the session clock', async () => {
    const count = async (path: string, now?: string) => {
      const body = await json(path, now ? { now } : {});
      return body.RESULT
        ? 0
        : Object.values(body as Record<string, Array<{ head: Array<{ list_total_count?: number }> }>>)[0]?.[0]?.head[0]
            ?.list_total_count;
    };
    const restaurants = `GENRESTRT?KEY=${KEY}&Type=json&SIGUN_NM=오산시&BSN_STATE_NM=영업`;
    expect(await count(restaurants, '2020-01-01T09:00:00+09:00')).toBeLessThan(Number(await count(restaurants)));
    expect(await count(`TfcacdarM?KEY=${KEY}&Type=json&ACDNT_YY=2025`)).toBeGreaterThan(0);
    expect(await count(`TfcacdarM?KEY=${KEY}&Type=json&ACDNT_YY=2025`, '2026-03-31T12:00:00+09:00')).toBe(0);
    expect(
      await count(`AgeAcctoPopltn?KEY=${KEY}&Type=json&EXAMIN_YY=2026&EXAMIN_MT=07`, '2026-08-09T12:00:00+09:00'),
    ).toBe(0);
    expect(
      await count(`AgeAcctoPopltn?KEY=${KEY}&Type=json&EXAMIN_YY=2026&EXAMIN_MT=07`, '2026-08-10T12:00:00+09:00'),
    ).toBeGreaterThan(0);
  });

  it('applies an overlay keyed by the service name', async () => {
    const overlay: Overlay = {
      GENRESTRT: {
        upsert: [
          {
            SIGUN_NM: '오산시',
            SIGUN_CD: '41370',
            BIZPLC_NM: '오버레이식당',
            LICENSG_DE: '20250101',
            BSN_STATE_NM: '영업',
            CLSBIZ_DE: null,
            SANITTN_BIZCOND_NM: '한식',
            REFINE_LOTNO_ADDR: '경기도 오산시 중앙동 1',
            REFINE_ROADNM_ADDR: '경기도 오산시 오산로 1 (중앙동)',
          },
        ],
      },
    };
    const found = await json(`GENRESTRT?KEY=${KEY}&Type=json&SIGUN_NM=오산시&BIZPLC_NM=오버레이식당`, { overlay });
    expect(rowsOf(found, 'GENRESTRT')).toHaveLength(1);
    const plain = await json(`GENRESTRT?KEY=${KEY}&Type=json&SIGUN_NM=오산시&BIZPLC_NM=오버레이식당`);
    expect(plain.RESULT.CODE).toBe('INFO-200');
  });
});

describe('the emulated openapi.gg.go.kr, raw paths', () => {
  it.each(['%E0%A4%A', '%', '%ZZGENRESTRT'])('answers ERROR-310 for the malformed service path %s', async (path) => {
    const { status, text } = await get(`${path}?KEY=${KEY}&Type=json`);
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ RESULT: { CODE: 'ERROR-310' } });
  });
});
