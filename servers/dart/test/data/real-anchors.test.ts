// The anchored companies' public net income (servers/world/PROVENANCE.md) as DART's statements report it.
import { createRuntime, type SessionState } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { DART_DEMO_KEY, dart } from '../../src/index.ts';

const dartRuntime = createRuntime(dart);
const dartFetch = dartRuntime.fetchFor({ state: dartRuntime.parseState({}) as SessionState, fault: undefined });
const number = (text: string) => Number(text.replace(/,/g, ''));

describe('famous companies keep their public net income', () => {
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
