import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemOf, KEY, openLaw, pageOf } from './helpers.ts';

interface LawRow {
  법령일련번호: string;
  법령ID: string;
  법령명한글: string;
  공포일자: string;
  시행일자: string;
  현행연혁코드: string;
}
interface ArticleItem {
  법령ID: string;
  법령명_한글: string;
  시행일자: string;
  조문: { 조문번호: string; 조문제목: string; 조문내용: string; 항: Array<{ 항내용: string }> };
}
interface PrecedentRow {
  판례일련번호: string;
  사건번호: string;
  선고일자: string;
}

let law: Awaited<ReturnType<typeof openLaw>>;
beforeAll(async () => {
  law = await openLaw();
});
afterAll(() => law.close());

const articleText = (item: ArticleItem) =>
  [item.조문.조문내용, ...item.조문.항.map((paragraph) => paragraph.항내용)].join(' ');

/** The version in force on a date, read off the history as a model would. */
function versionOn(history: readonly LawRow[], date: string): LawRow | undefined {
  return history.filter((row) => row.시행일자 <= date).sort((a, b) => (a.시행일자 < b.시행일자 ? 1 : -1))[0];
}

describe('the law name → MST → article in force → precedent chain', () => {
  it('finds 도로교통법, the version in force on a date, and the article wording of that version', async () => {
    const found = pageOf<LawRow>(await law.call('law_search_laws', { OC: KEY, query: '도로교통법' }));
    const act = found.items.find((row) => row.법령명한글 === '도로교통법');
    expect(act?.현행연혁코드).toBe('현행');
    const history = pageOf<LawRow>(await law.call('law_get_law_history', { OC: KEY, ID: act?.법령ID }));
    expect(history.items.length).toBeGreaterThan(2);
    expect(history.items.filter((row) => row.현행연혁코드 === '현행')).toHaveLength(1);

    // 혈중알코올농도 changed from 0.05 to 0.03 percent in one amendment from 2018 on.
    const changed = history.items.find((row) => row.공포일자 >= '20180101' && row.현행연혁코드 !== '시행예정');
    const before = versionOn(history.items, '20150101');
    expect(changed && before).toBeTruthy();
    const old = itemOf<ArticleItem>(
      await law.call('law_get_article', { OC: KEY, MST: before?.법령일련번호, JO: '004400' }),
    );
    const now = itemOf<ArticleItem>(
      await law.call('law_get_article', { OC: KEY, MST: act?.법령일련번호, JO: '004400' }),
    );
    expect(articleText(old)).toContain('0.05퍼센트');
    expect(articleText(now)).toContain('0.03퍼센트');

    // ID + efYd gives the same version as the MST read off the history.
    const byDate = itemOf<ArticleItem>(
      await law.call('law_get_article', { OC: KEY, ID: act?.법령ID, efYd: '20150101', JO: '004400' }),
    );
    expect(byDate).toEqual(old);
    expect(byDate.시행일자).toBe(before?.시행일자);
  });

  it('follows a 주택임대차보호법 precedent back to the article in force on its 선고일자', async () => {
    const [act] = pageOf<LawRow>(
      await law.call('law_search_laws', { OC: KEY, query: '주택임대차보호법', knd: 'A0002' }),
    ).items;
    expect(act?.법령명한글).toBe('주택임대차보호법');
    const article = itemOf<ArticleItem>(
      await law.call('law_get_article', { OC: KEY, MST: act?.법령일련번호, JO: '000300' }),
    );
    expect(article.조문.조문제목).toBe('대항력 등');

    const precedents = pageOf<PrecedentRow>(
      await law.call('law_search_precedents', {
        OC: KEY,
        query: '주택임대차보호법 제3조',
        search: 2,
        org: '400201',
        display: 50,
      }),
    );
    expect(precedents.totalCount).toBeGreaterThan(0);
    let checked = 0;
    for (const row of precedents.items.slice(0, 5)) {
      const precedent = itemOf<{ 참조조문: string; 선고일자: string; 판례내용: string }>(
        await law.call('law_get_precedent', { OC: KEY, ID: row.판례일련번호 }),
      );
      expect(precedent.선고일자).toBe(row.선고일자);
      expect(precedent.판례내용).toContain('【주    문】');
      const cited = /주택임대차보호법 제(\d+)조(?:의(\d+))?/.exec(precedent.참조조문);
      if (!cited) continue;
      const jo = `${cited[1]?.padStart(4, '0')}${(cited[2] ?? '0').padStart(2, '0')}`;
      const inForce = await law.call('law_get_article', { OC: KEY, ID: act?.법령ID, efYd: precedent.선고일자, JO: jo });
      expect(inForce.isError, `${precedent.참조조문} on ${precedent.선고일자}`).toBeFalsy();
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('reads 민법 제750조 and finds the precedents that cite it', async () => {
    const [civil] = pageOf<LawRow>(
      await law.call('law_search_laws', { OC: KEY, query: '민법', knd: 'A0002' }),
    ).items.filter((row) => row.법령명한글 === '민법');
    const article = itemOf<ArticleItem>(
      await law.call('law_get_article', { OC: KEY, MST: civil?.법령일련번호, JO: '075000' }),
    );
    expect(articleText(article)).toContain('고의 또는 과실로 인한 위법행위로 타인에게 손해를 가한 자는');
    const citing = pageOf<PrecedentRow>(
      await law.call('law_search_precedents', { OC: KEY, JO: '민법', query: '민법 제750조', search: 2, display: 100 }),
    );
    expect(citing.totalCount).toBeGreaterThan(0);
    const [first] = citing.items;
    const detail = itemOf<{ 참조조문: string; 판결요지: string }>(
      await law.call('law_get_precedent', { OC: KEY, ID: first?.판례일련번호 }),
    );
    expect(detail.참조조문).toMatch(/민법 제750조/);
  });

  it('links an interpretation and an ordinance to their parent laws', async () => {
    const [ruling] = pageOf<{ 법령해석례일련번호: string; 안건명: string }>(
      await law.call('law_search_interpretations', { OC: KEY, query: '건축법', display: 1 }),
    ).items;
    const answer = itemOf<{ 질의요지: string; 회답: string; 해석일자: string }>(
      await law.call('law_get_interpretation', { OC: KEY, ID: ruling?.법령해석례일련번호 }),
    );
    expect(answer.질의요지).toContain('「건축법」');
    expect(answer.회답.length).toBeGreaterThan(10);

    const [ordinance] = pageOf<{ 자치법규일련번호: string; 자치법규명: string }>(
      await law.call('law_search_ordinances', { OC: KEY, query: '서울특별시 주차장', display: 1 }),
    ).items;
    const text = itemOf<{ 조: Array<{ 조내용: string }>; 지자체기관명: string }>(
      await law.call('law_get_ordinance', { OC: KEY, MST: ordinance?.자치법규일련번호 }),
    );
    expect(text.지자체기관명.startsWith('서울특별시')).toBe(true);
    expect(text.조[0]?.조내용).toMatch(/「주차장법」 제\d+조/);
  });
});
