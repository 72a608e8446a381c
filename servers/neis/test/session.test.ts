// The session's clock and overlay reach the emulated upstream: data after "today" does not exist
// yet, and a task can patch schools, meals and academies.
import { describe, expect, it } from 'vitest';
import { createNeisDataset } from '../src/data/index.ts';
import { itemsOf, KEY, openNeis, pageOf, textOf } from './helpers.ts';

const GAWON = { ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7130166' };
const dataset = createNeisDataset();

describe('the session clock', () => {
  it('has no meals or timetables after today, and counts only what exists', async () => {
    const may = await openNeis({ clock: { now: '2026-05-12T08:00:00+09:00' } });
    const range = { KEY, ...GAWON, MLSV_FROM_YMD: '20260511', MLSV_TO_YMD: '20260515' };
    expect(itemsOf<{ MLSV_YMD: string }>(await may.call('neis_get_meals', range)).map((meal) => meal.MLSV_YMD)).toEqual(
      ['20260511', '20260512'],
    );
    const tomorrow = await may.call('neis_get_middle_timetable', { KEY, ...GAWON, ALL_TI_YMD: '20260513', GRADE: '1' });
    expect(textOf(tomorrow)).toMatch(/^NEIS INFO-200 /);
    await may.close();
    const september = await openNeis();
    expect(pageOf(await september.call('neis_get_meals', range)).totalCount).toBe(5);
    await september.close();
  });

  it('shows a school opening on 1 September only from that day, and academies only once registered', async () => {
    const opening = dataset.schools.rows().find((row) => row.FOND_YMD === '20260901');
    expect(opening, 'the dataset has a school opening on 2026-09-01').toBeDefined();
    const query = { KEY, SD_SCHUL_CODE: String(opening?.SD_SCHUL_CODE) };
    const august = await openNeis({ clock: { now: '2026-08-31T12:00:00+09:00' } });
    expect(textOf(await august.call('neis_search_schools', query))).toMatch(/^NEIS INFO-200 /);
    const earlier = pageOf(await august.call('neis_list_academies', { KEY, ATPT_OFCDC_SC_CODE: 'I10' })).totalCount;
    await august.close();
    const september = await openNeis();
    expect(itemsOf(await september.call('neis_search_schools', query))).toHaveLength(1);
    const later = pageOf(await september.call('neis_list_academies', { KEY, ATPT_OFCDC_SC_CODE: 'I10' })).totalCount;
    expect(later).toBeGreaterThanOrEqual(earlier);
    const early = await openNeis({ clock: { now: '2010-01-01T00:00:00+09:00' } });
    expect(pageOf(await early.call('neis_list_academies', { KEY, ATPT_OFCDC_SC_CODE: 'I10' })).totalCount).toBeLessThan(
      later,
    );
    await early.close();
    await september.close();
  });
});

describe('the session overlay', () => {
  it('patches a meal, removes a school and adds an academy', async () => {
    const neis = await openNeis({
      overlay: {
        meals: {
          upsert: [
            {
              SD_SCHUL_CODE: '7130166',
              MLSV_YMD: '20260512',
              MMEAL_SC_CODE: '2',
              DDISH_NM: '특식 떡갈비 (5.6.10.13.16)',
            },
          ],
        },
        schools: { remove: ['7010569'] },
        academies: {
          upsert: [
            {
              ATPT_OFCDC_SC_CODE: 'T10',
              ATPT_OFCDC_SC_NM: '제주특별자치도교육청',
              ADMST_ZONE_NM: '제주시',
              ACA_INSTI_SC_NM: '학원',
              ACA_ASNUM: '4900099999',
              ACA_NM: '한라수학학원',
              ESTBL_YMD: '20260801',
              REG_YMD: '20260801',
              REG_STTUS_NM: '개원',
              TOFOR_SMTOT: 40,
              DTM_RCPTN_ABLTY_NMPR_SMTOT: 20,
              REALM_SC_NM: '입시.검정 및 보습',
              LE_ORD_NM: '보통교과',
              LE_CRSE_LIST_NM: '수학',
              LE_CRSE_NM: '보습',
              LOAD_DTM: '20260801',
            },
          ],
        },
      },
    });
    const [meal] = itemsOf<{ DDISH_NM: string; CAL_INFO: string }>(
      await neis.call('neis_get_meals', { KEY, ...GAWON, MLSV_YMD: '20260512' }),
    );
    expect(meal).toMatchObject({ DDISH_NM: '특식 떡갈비 (5.6.10.13.16)', CAL_INFO: expect.stringMatching(/Kcal$/) });
    expect(textOf(await neis.call('neis_search_schools', { KEY, SD_SCHUL_CODE: '7010569' }))).toMatch(
      /^NEIS INFO-200 /,
    );
    expect(
      textOf(await neis.call('neis_get_meals', { KEY, ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7010569' })),
    ).toMatch(/^NEIS INFO-200 /);
    const [academy] = itemsOf<{ ACA_NM: string }>(
      await neis.call('neis_list_academies', { KEY, ATPT_OFCDC_SC_CODE: 'T10', ACA_ASNUM: '4900099999' }),
    );
    expect(academy?.ACA_NM).toBe('한라수학학원');
    await neis.close();
  });
});
