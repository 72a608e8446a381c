// The write tools change only `user` state, as expected, and reject bad input without changing it.
import { describe, expect, it } from 'vitest';
import { KEY, openNeis, textOf } from './helpers.ts';

const SEOUL_HIGH = { ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7010569' };
const GAMA = { ATPT_OFCDC_SC_CODE: 'T10', SD_SCHUL_CODE: '9299048' };

describe('user state: favourite schools and the allergy watch list', () => {
  it('saves schools checked against schoolInfo, updates a memo, and removes them', async () => {
    const neis = await openNeis();
    const saved = await neis.call('neis_save_favorite_school', { KEY, ...SEOUL_HIGH, memo: '첫째' });
    expect(saved.structuredContent).toMatchObject({
      changed: true,
      school: { SCHUL_NM: '서울고등학교', SCHUL_KND_SC_NM: '고등학교', memo: '첫째' },
    });
    await neis.call('neis_save_favorite_school', { KEY, ...GAMA });
    expect(
      (await neis.call('neis_save_favorite_school', { KEY, ...SEOUL_HIGH, memo: '첫째' })).structuredContent,
    ).toMatchObject({ changed: false });
    await neis.call('neis_save_favorite_school', { KEY, ...SEOUL_HIGH, memo: '큰아이' });
    const user = () =>
      neis.hub.getSession(neis.token)?.state.neis?.user as { favoriteSchools: Array<Record<string, string>> };
    expect(user().favoriteSchools.map((school) => [school.SD_SCHUL_CODE, school.memo])).toEqual([
      ['7010569', '큰아이'],
      ['9299048', ''],
    ]);
    await neis.call('neis_remove_favorite_school', { SD_SCHUL_CODE: '7010569' });
    expect(user().favoriteSchools.map((school) => school.SCHUL_NM)).toEqual(['가마초등학교']);
    await neis.close();
  });

  it.each([
    [
      'a school code that does not exist',
      'neis_save_favorite_school',
      { KEY, ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '1234567' },
      /neis_search_schools/,
    ],
    [
      'a real school under the wrong office',
      'neis_save_favorite_school',
      { KEY, ATPT_OFCDC_SC_CODE: 'C10', SD_SCHUL_CODE: '7010569' },
      /neis_search_schools/,
    ],
    ['a wrong key', 'neis_save_favorite_school', { KEY: 'f'.repeat(32), ...SEOUL_HIGH }, /^NEIS ERROR-290/],
    [
      'removing a school that was never saved',
      'neis_remove_favorite_school',
      { SD_SCHUL_CODE: '7010569' },
      /not a favourite/,
    ],
    ['an allergy number out of range', 'neis_set_allergy_watch', { allergens: [0, 20] }, /allergens.*1–19/],
    ['a repeated allergy number', 'neis_set_allergy_watch', { allergens: [5, 5] }, /twice/],
  ])('rejects %s without changing state', async (_label, tool, args, expected) => {
    const neis = await openNeis();
    const before = structuredClone(neis.hub.getSession(neis.token)?.state);
    const result = await neis.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(expected);
    expect(neis.hub.getSession(neis.token)?.state).toEqual(before);
    await neis.close();
  });

  it('keeps the allergy watch sorted with the food names, and clears it with an empty list', async () => {
    const neis = await openNeis();
    const set = await neis.call('neis_set_allergy_watch', { allergens: [16, 1, 5] });
    expect(set.structuredContent).toEqual({
      allergyWatch: [1, 5, 16],
      allergens: ['난류', '대두', '쇠고기'],
      changed: true,
    });
    expect((await neis.call('neis_get_allergy_watch')).structuredContent).toMatchObject({ allergyWatch: [1, 5, 16] });
    expect((await neis.call('neis_set_allergy_watch', { allergens: [5, 16, 1] })).structuredContent).toMatchObject({
      changed: false,
    });
    await neis.call('neis_set_allergy_watch', { allergens: [] });
    expect(neis.hub.getSession(neis.token)?.state.neis?.user).toEqual({ favoriteSchools: [], allergyWatch: [] });
    await neis.close();
  });
});
