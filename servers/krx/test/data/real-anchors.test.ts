// The famous companies against their public facts (servers/world/PROVENANCE.md): 삼성전자's shares, par
// value, listing date and rank, and the 2026-01-16 top 10 of KOSPI. The banks' net income is DART's
// (servers/dart/test/data/real-anchors.test.ts).
import { createRuntime, type SessionState } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { KRX_DEMO_KEY, krx } from '../../src/index.ts';

const krxRuntime = createRuntime(krx);
const krxFetch = krxRuntime.fetchFor({ state: krxRuntime.parseState({}) as SessionState, fault: undefined });
const number = (text: string) => Number(text.replace(/,/g, ''));
const board = async (api: string) =>
  (
    (await (
      await krxFetch(`https://data-dbg.krx.co.kr/svc/apis/sto/${api}?basDd=20260116`, {
        headers: { AUTH_KEY: KRX_DEMO_KEY },
      })
    ).json()) as { OutBlock_1: Array<Record<string, string>> }
  ).OutBlock_1;

describe('famous companies keep their public facts', () => {
  it('ranks the KOSPI common shares of 2026-01-16 in the order Newsis reported', async () => {
    const ranked = (await board('stk_bydd_trd'))
      .filter((row) => !row.ISU_CD?.endsWith('5'))
      .sort((a, b) => number(b.MKTCAP ?? '0') - number(a.MKTCAP ?? '0'))
      .slice(0, 10)
      .map((row) => row.ISU_NM);
    expect(ranked).toEqual([
      '삼성전자',
      'SK하이닉스',
      'LG에너지솔루션',
      '삼성바이오로직스',
      '현대차',
      '한화에어로스페이스',
      'HD현대중공업',
      '두산에너빌리티',
      'SK스퀘어',
      '기아',
    ]);
  });

  it('lists 삼성전자 with 5,969,782,550 shares of ₩100 par since 1975-06-11, at about 882조', async () => {
    const info = (await board('stk_isu_base_info')).find((row) => row.ISU_SRT_CD === '005930');
    expect(info).toMatchObject({ LIST_DD: '19750611', PARVAL: '100', LIST_SHRS: '5969782550' });
    const trade = (await board('stk_bydd_trd')).find((row) => row.ISU_CD === '005930');
    expect(number(trade?.MKTCAP ?? '0') / 1e12).toBeCloseTo(882, -1);
  });
});
