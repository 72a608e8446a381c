// OpenDART's `.xml` twin over loopback HTTP (`kopa sim serve`): every data API answers the same body
// as its `.json`, as `<result><status>…</status><message>…</message>…<list>…</list></result>`, and
// errors keep that envelope. Parsed back with fast-xml-parser, as an XML client would.
import { type SimServer, startSimServer } from '@kopa/kit';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DART_DEMO_KEY, dart } from '../../src/index.ts';

let sim: SimServer;
beforeAll(async () => {
  sim = await startSimServer({ platforms: [dart], port: 0 });
});
afterAll(() => sim.close());

const parser = new XMLParser({
  parseTagValue: false,
  isArray: (name, path) => path === 'result.list' && name === 'list',
});
const get = (path: string) => fetch(`${sim.url}/dart/api/${path}`);
const SAMSUNG = '00126380';

async function bothFormats(api: string, query: string) {
  const json = (await (await get(`${api}.json?crtfc_key=${DART_DEMO_KEY}&${query}`)).json()) as Record<string, unknown>;
  const response = await get(`${api}.xml?crtfc_key=${DART_DEMO_KEY}&${query}`);
  const text = await response.text();
  return { json, response, text, xml: (parser.parse(text) as { result: Record<string, unknown> }).result };
}

/** JSON numbers (page_no, total_count) arrive as text in XML, like every other value. */
const asText = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(asText)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asText(inner)]))
      : String(value);

describe('OpenDART .xml', () => {
  it.each([
    ['list', `corp_code=${SAMSUNG}&bgn_de=20260101&end_de=20260831&page_count=5`],
    ['company', `corp_code=${SAMSUNG}`],
    ['fnlttSinglAcnt', `corp_code=${SAMSUNG}&bsns_year=2025&reprt_code=11011`],
    ['fnlttMultiAcnt', `corp_code=${SAMSUNG},00164779&bsns_year=2025&reprt_code=11011`],
    ['fnlttSinglAcntAll', `corp_code=${SAMSUNG}&bsns_year=2025&reprt_code=11011&fs_div=CFS`],
    ['fnlttSinglIndx', `corp_code=${SAMSUNG}&bsns_year=2025&reprt_code=11011&idx_cl_code=M210000`],
    ['alotMatter', `corp_code=${SAMSUNG}&bsns_year=2025&reprt_code=11011`],
    ['hyslrSttus', `corp_code=${SAMSUNG}&bsns_year=2025&reprt_code=11011`],
    ['empSttus', `corp_code=${SAMSUNG}&bsns_year=2025&reprt_code=11011`],
    ['exctvSttus', `corp_code=${SAMSUNG}&bsns_year=2025&reprt_code=11011`],
    ['majorstock', `corp_code=${SAMSUNG}`],
    ['elestock', `corp_code=${SAMSUNG}`],
    ['xbrlTaxonomy', 'sj_div=BS1'],
    ...[
      'tesstkAcqsDspsSttus',
      'hyslrChgSttus',
      'mrhlSttus',
      'hmvAuditIndvdlBySttus',
      'hmvAuditAllSttus',
      'indvdlByPay',
      'otrCprInvstmntSttus',
    ].map((api) => [api, `corp_code=${SAMSUNG}&bsns_year=2025&reprt_code=11011`]),
  ])('answers %s.xml with the body of its .json (%s)', async (api, query) => {
    const { json, response, text, xml } = await bothFormats(api, query);
    expect(json.status).toBe('000');
    expect(response.headers.get('content-type')).toMatch(/xml/);
    expect(text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><result><status>000<\/status><message>정상<\/message>/,
    );
    expect(xml).toEqual(asText(json));
  });

  it.each([
    ['a missing key', `company.xml?corp_code=${SAMSUNG}`, '010'],
    ['nothing filed', `company.xml?crtfc_key=${DART_DEMO_KEY}&corp_code=99999999`, '013'],
    [
      'a bad parameter',
      `fnlttSinglAcnt.xml?crtfc_key=${DART_DEMO_KEY}&corp_code=${SAMSUNG}&bsns_year=2014&reprt_code=11011`,
      '100',
    ],
    ['corpCode.xml with a wrong key', `corpCode.xml?crtfc_key=${'f'.repeat(40)}`, '010'],
  ])('keeps the XML envelope for %s', async (_label, path, status) => {
    const text = await (await get(path)).text();
    expect(text).toMatch(
      new RegExp(`^<\\?xml [^>]*\\?><result><status>${status}</status><message>[^<]+</message></result>$`),
    );
  });

  it('still serves corpCode.xml as a ZIP', async () => {
    const bytes = new Uint8Array(await (await get(`corpCode.xml?crtfc_key=${DART_DEMO_KEY}`)).arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });
});
