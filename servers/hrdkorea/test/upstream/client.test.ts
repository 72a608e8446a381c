// The client's absorption of shapes the emulation does not send by default: a family-A style
// `items.item` (one row as an object), and a bare HTTP 5xx page.
import { UpstreamError } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { createHrdClient } from '../../src/upstream/client.ts';

const answering = (body: string, status = 200) =>
  createHrdClient({ fetch: async () => new Response(body, { status }) });

describe('the HRD Korea client', () => {
  it('reads qualExamSchd items wrapped as {item: {...}} into one row', async () => {
    const body = JSON.stringify({
      header: { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
      body: {
        items: { item: { implYy: 2026, implSeq: 1, description: '국가기술자격 기능사 (2026년도 제1회) ' } },
        numOfRows: 10,
        pageNo: 1,
        totalCount: 1,
      },
    });
    const page = await answering(body).examSchedules({ serviceKey: 'k' });
    expect(page.items).toEqual([{ implYy: '2026', implSeq: '1', description: '국가기술자격 기능사 (2026년도 제1회)' }]);
  });

  it('turns a bare HTTP 502 page into a retryable 04 HTTP_ERROR', async () => {
    const error = await answering('Bad Gateway', 502)
      .qnet('InquiryTestInformationNTQSVC/getFeeList', { serviceKey: 'k', jmCd: '1320' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ code: '04', kind: 'server', status: 502 });
  });

  it('reads a large page it has read before into rows the caller may change freely', async () => {
    const items = Array.from(
      { length: 300 },
      (_, index) => `<item><jmcd>${index}</jmcd><jmfldnm>종목 ${index}</jmfldnm></item>`,
    );
    const xml =
      '<response><header><resultCode>00</resultCode><resultMsg>NORMAL SERVICE.</resultMsg></header>' +
      `<body><items>${items.join('')}</items><numOfRows>300</numOfRows><pageNo>1</pageNo><totalCount>300</totalCount></body></response>`;
    const client = answering(xml);
    const first = await client.qnet('InquiryListNationalQualifcationSVC/getList', { serviceKey: 'k' });
    first.items[0] = { jmcd: 'changed' };
    (first.items[1] as Record<string, string>).jmfldnm = 'changed';
    const second = await client.qnet('InquiryListNationalQualifcationSVC/getList', { serviceKey: 'k' });
    expect(second.items.slice(0, 2)).toEqual([
      { jmcd: '0', jmfldnm: '종목 0' },
      { jmcd: '1', jmfldnm: '종목 1' },
    ]);
    expect(second.totalCount).toBe(300);
  });
});
