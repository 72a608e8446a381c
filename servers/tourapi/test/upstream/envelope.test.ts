// The wire shape KorService2 clients are typed against: `items.item` is a list even for one row (detailCommon2
// always answers one), `items` is "" for no rows, and the XML twin has one <item> per row and <items/> when empty.
// Sources: moyeoTrip/moyeoTrip-BACKEND src/test/kotlin/kr/hanchae/moyeotrip/client/TourCommonDetailApiResponseTest.kt
// (a recorded detailCommon2 answer) and TourApiClientTest.kt (items "" for a content with no detail).
import { describe, expect, it } from 'vitest';
import { tourapi } from '../../src/index.ts';
import { createTourSim } from '../../src/upstream/sim.ts';

const sim = createTourSim(tourapi.dataset());
const context = { credentials: { key: tourapi.auth.demoKey }, now: new Date('2026-09-01T01:00:00Z'), overlay: {} };

async function get(operation: string, query: Record<string, string>) {
  const params = new URLSearchParams({
    serviceKey: tourapi.auth.demoKey,
    MobileOS: 'ETC',
    MobileApp: 'KOPA',
    ...query,
  });
  const url = `https://apis.data.go.kr/B551011/KorService2/${operation}?${params}`;
  const response = await sim(new Request(url), context as never);
  return response.text();
}

describe('the KorService2 envelope', () => {
  it.each([
    ['detailCommon2', { contentId: '126508' }],
    ['detailIntro2', { contentId: '126508', contentTypeId: '12' }],
    ['searchKeyword2', { keyword: '경복궁', numOfRows: '1' }],
    ['areaCode2', { numOfRows: '1' }],
  ])('sends one row of %s as a one-element item list', async (operation, query) => {
    const body = JSON.parse(await get(operation, { ...query, _type: 'json' }));
    expect(body.response.header).toEqual({ resultCode: '0000', resultMsg: 'OK' });
    expect(Array.isArray(body.response.body.items.item)).toBe(true);
    expect(body.response.body.items.item).toHaveLength(1);
    expect(body.response.body).toMatchObject({ numOfRows: expect.any(Number), pageNo: 1 });
  });

  it('sends items "" with totalCount 0 when nothing matches', async () => {
    const body = JSON.parse(await get('searchKeyword2', { keyword: '존재하지않는관광지이름', _type: 'json' }));
    expect(body.response.body).toEqual({ items: '', numOfRows: 10, pageNo: 1, totalCount: 0 });
  });

  it('answers XML without _type, with <items/> when nothing matches', async () => {
    const one = await get('detailCommon2', { contentId: '126508' });
    expect(one).toMatch(
      /^<\?xml .*<response><header><resultCode>0000<\/resultCode><resultMsg>OK<\/resultMsg><\/header>/,
    );
    expect(one.match(/<item>/g)).toHaveLength(1);
    const none = await get('searchKeyword2', { keyword: '존재하지않는관광지이름' });
    expect(none).toContain(
      '<body><items/><numOfRows>10</numOfRows><pageNo>1</pageNo><totalCount>0</totalCount></body>',
    );
  });
});
