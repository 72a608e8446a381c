import { describe, expect, it } from 'vitest';
import { itemOf, KEY, openLaw, pageOf, textOf } from './helpers.ts';

interface LawRow {
  법령일련번호: string;
  법령ID: string;
  법령명한글: string;
  시행일자: string;
  공포일자: string;
  현행연혁코드: string;
}

describe('the session clock and overlay shape what exists', () => {
  it('shows a session dated 2019-01-01 only what was promulgated or decided by then', async () => {
    const today = await openLaw();
    const past = await openLaw({ clock: { now: '2019-01-01T09:00:00+09:00' } });
    const find = async (session: typeof today) =>
      pageOf<LawRow>(await session.call('law_search_laws', { OC: KEY, query: '도로교통법', knd: 'A0002' })).items[0];
    const [now, then] = [await find(today), await find(past)];
    expect((then?.시행일자 ?? '99999999') <= '20190101').toBe(true);
    expect(now?.법령일련번호).not.toBe(then?.법령일련번호);
    const history = pageOf<LawRow>(await past.call('law_get_law_history', { OC: KEY, ID: then?.법령ID }));
    expect(history.items.every((row) => row.공포일자 <= '20190101')).toBe(true);
    const future = await past.call('law_get_law', { OC: KEY, MST: now?.법령일련번호 });
    expect(textOf(future)).toMatch(/^LAW NO_DATA /);
    const precedents = pageOf<{ 선고일자: string }>(
      await past.call('law_search_precedents', { OC: KEY, JO: '도로교통법', display: 100 }),
    );
    expect(precedents.items.every((row) => row.선고일자 <= '20190101')).toBe(true);
    await Promise.all([today.close(), past.close()]);
  });

  it('serves precedents upserted through the overlay and hides removed ones', async () => {
    const base = await openLaw();
    const [victim] = pageOf<{ 판례일련번호: string }>(
      await base.call('law_search_precedents', { OC: KEY, display: 1 }),
    ).items;
    await base.close();
    const session = await openLaw({
      overlay: {
        precedents: {
          upsert: [
            {
              판례일련번호: '999001',
              사건명: '임대차보증금반환',
              사건번호: '2026다900001',
              선고일자: '20260820',
              선고: '선고',
              법원명: '대법원',
              법원종류코드: '400201',
              사건종류명: '민사',
              사건종류코드: '400101',
              판결유형: '판결',
              데이터출처명: '대법원',
              판시사항: '주택임대차보호법 제3조 제1항의 대항요건',
              판결요지: '주민등록과 인도를 마친 다음 날부터 대항력이 생긴다.',
              참조조문: '주택임대차보호법 제3조 제1항',
              참조판례: '',
            },
          ],
          remove: [victim?.판례일련번호 ?? ''],
        },
      },
    });
    const found = pageOf<{ 판례일련번호: string }>(
      await session.call('law_search_precedents', { OC: KEY, nb: '2026다900001' }),
    );
    expect(found.items.map((row) => row.판례일련번호)).toEqual(['999001']);
    const detail = itemOf<{ 참조조문: string; 판례내용: string }>(
      await session.call('law_get_precedent', { OC: KEY, ID: '999001' }),
    );
    expect(detail.참조조문).toBe('주택임대차보호법 제3조 제1항');
    expect(detail.판례내용).toContain('주민등록과 인도를 마친 다음 날부터');
    const removed = await session.call('law_get_precedent', { OC: KEY, ID: victim?.판례일련번호 });
    expect(textOf(removed)).toMatch(/^LAW NO_DATA 일치하는 판례가 없습니다/);
    await session.close();
  });
});
