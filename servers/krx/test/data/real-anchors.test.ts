// The famous companies against their public facts (servers/dart/PROVENANCE.md): 삼성전자's shares, par
// value, listing date and rank, the 2026-01-16 top 10 of KOSPI, and the banks' net income.
import { createRuntime, type SessionState } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { DART_DEMO_KEY, dart } from '../../../dart/src/index.ts';
import { KRX_DEMO_KEY, krx } from '../../src/index.ts';

const krxRuntime = createRuntime(krx);
const krxFetch = krxRuntime.fetchFor({ state: krxRuntime.parseState({}) as SessionState, fault: undefined });
const dartRuntime = createRuntime(dart);
const dartFetch = dartRuntime.fetchFor({ state: dartRuntime.parseState({}) as SessionState, fault: undefined });
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

  it.each([
    ['KB금융', '00688996', '2024', 5.0782e12],
    ['KB금융', '00688996', '2025', 5.8429e12],
    ['신한지주', '00382199', '2024', 4.5175e12],
    ['신한지주', '00382199', '2025', 4.9716e12],
  ])(
    'gives %s (%s) a %s net income within a quarter of the reported %d won',
    async (_name, corpCode, year, reported) => {
      const body = (await (
        await dartFetch(
          `https://opendart.fss.or.kr/api/fnlttSinglAcnt.json?crtfc_key=${DART_DEMO_KEY}&corp_code=${corpCode}&bsns_year=${year}&reprt_code=11011`,
        )
      ).json()) as { list: Array<Record<string, string>> };
      const net = body.list.find((row) => row.fs_div === 'CFS' && row.account_nm?.startsWith('당기순이익'));
      const value = number(net?.thstrm_amount ?? '0');
      expect(value).toBeGreaterThan(reported * 0.75);
      expect(value).toBeLessThan(reported * 1.25);
    },
  );
});
