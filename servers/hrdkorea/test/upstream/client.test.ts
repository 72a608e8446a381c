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
});
