import { describe, expect, it } from 'vitest';
import { itemsOf, KEY, kst, openHrd, structuredOf, textOf } from './helpers.ts';

type ScheduleRow = Record<string, string>;
const GRADE_CODE: Record<string, string> = { 기술사: '10', 기능장: '20', 기사: '30', 산업기사: '31', 기능사: '40' };

describe('the qualification name → jmcd → next round → fee → pass rate chain', () => {
  it('answers "when can I next sit 정보처리기사, what does it cost, and how did the last round go?"', async () => {
    const hrd = await openHrd({ clock: { now: '2026-03-20T09:00:00+09:00' } });
    const [qualification] = itemsOf(
      await hrd.call('hrdkorea_list_qualifications', { serviceKey: KEY, jmfldnm: '정보처리 기사' }),
    );
    expect(qualification).toMatchObject({ jmcd: '1320', jmfldnm: '정보처리기사', seriesnm: '기사', qualgbcd: 'T' });
    const jmcd = qualification?.jmcd ?? '';

    const rounds = itemsOf<ScheduleRow>(
      await hrd.call('hrdkorea_get_exam_schedule', { serviceKey: KEY, jmCd: jmcd, implYy: '2026' }),
    );
    expect(rounds.map((row) => row.implSeq)).toEqual(['1', '2', '3']);
    const next = rounds.find((row) => (row.docRegStartDt ?? '') >= '20260320');
    expect(next).toMatchObject({ implSeq: '2', description: '국가기술자격 기사 (2026년도 제2회)' });
    expect(next?.docRegStartDt).toMatch(/^202604\d{2}$/);

    const [fee] = itemsOf(await hrd.call('hrdkorea_get_exam_fee', { serviceKey: KEY, jmCd: jmcd }));
    const [, written, practical] = /1차 : (\d+), 2차 : (\d+)/.exec(fee?.contents ?? '') ?? [];
    expect([written, practical]).toEqual(['19400', '22600']);

    const stats = itemsOf<ScheduleRow>(
      await hrd.call('hrdkorea_get_pass_rates', {
        serviceKey: KEY,
        grdCd: GRADE_CODE[qualification?.seriesnm ?? ''],
        baseYY: '2025',
        jmCd: jmcd,
      }),
    );
    expect(stats.map((row) => `${row.implSeq}${row.examTypCcd}`)).toEqual([
      '1필기',
      '1실기',
      '2필기',
      '2실기',
      '3필기',
      '3실기',
    ]);
    for (const row of stats) {
      const [recpt, pass] = [Number(row.recptNoCnt), Number(row.examPassCnt)];
      expect(pass).toBeLessThanOrEqual(recpt);
      expect(Number(row.passRate)).toBeCloseTo((pass / recpt) * 100, 2);
    }
    // The 2026 1st round's written result (announced 2026-03-11) exists; its practical one does not yet.
    const thisYear = itemsOf<ScheduleRow>(
      await hrd.call('hrdkorea_get_pass_rates', { serviceKey: KEY, grdCd: '30', baseYY: '2026', jmCd: jmcd }),
    );
    expect(thisYear.map((row) => `${row.implSeq}${row.examTypCcd}`)).toEqual(['1필기']);
    await hrd.close();
  });

  it('joins the list, the grade details and the per-qualification plan on jmcd and seriescd', async () => {
    const hrd = await openHrd();
    const [qualification] = itemsOf(
      await hrd.call('hrdkorea_list_qualifications', { serviceKey: KEY, jmfldnm: '지게차운전기능사' }),
    );
    expect(qualification).toMatchObject({ jmcd: '7875', seriescd: '04' });
    const [info] = itemsOf(
      await hrd.call('hrdkorea_get_qualification_info', {
        serviceKey: KEY,
        seriesCd: qualification?.seriescd,
        jmCd: qualification?.jmcd,
      }),
    );
    expect(info).toMatchObject({ jmNm: '지게차운전기능사', seriesNm: '기능사', implNm: '한국산업인력공단' });
    expect(info?.summary).not.toMatch(/[{}]|BODY/);
    const plan = itemsOf(
      await hrd.call('hrdkorea_get_qualification_schedule', { serviceKey: KEY, jmCd: qualification?.jmcd }),
    );
    const schedule = itemsOf<ScheduleRow>(
      await hrd.call('hrdkorea_get_exam_schedule', { serviceKey: KEY, jmCd: '7875', implYy: '2026' }),
    );
    expect(plan.map((row) => row.implplannm)).toEqual(schedule.map((row) => `2026년 정기 기능사 ${row.implSeq}회`));
    expect(plan.map((row) => row.docregstartdt)).toEqual(schedule.map((row) => row.docRegStartDt));
    await hrd.close();
  });
});

describe('applying inside and outside the registration window', () => {
  const windowOf = async () => {
    const hrd = await openHrd();
    const rounds = itemsOf<ScheduleRow>(
      await hrd.call('hrdkorea_get_exam_schedule', { serviceKey: KEY, jmCd: '7910', implYy: '2026' }),
    );
    await hrd.close();
    const round = rounds.find((row) => row.implSeq === '2');
    return { start: round?.docRegStartDt ?? '', end: round?.docRegEndDt ?? '' };
  };
  const apply = { serviceKey: KEY, jmCd: '7910', implYy: '2026', implSeq: '2', stage: '필기' };

  it('accepts a 한식조리기능사 필기 application while its registration is open', async () => {
    const { start } = await windowOf();
    const hrd = await openHrd({ clock: { now: kst({ ymd: start, hour: 11 }) } });
    const { application } = structuredOf<{ application: Record<string, unknown> }>(
      await hrd.call('hrdkorea_apply_exam', apply),
    );
    expect(application).toMatchObject({ jmCd: '7910', jmfldnm: '한식조리기능사', stage: '필기', fee: 14500 });
    expect(hrd.user()?.applications).toHaveLength(1);
    await hrd.close();
  });

  it.each([
    ['before it opens (09:59 on the first day)', 'start', 9, 59, 'not open yet'],
    ['after it closes (18:01 on the last day)', 'end', 18, 1, 'closed'],
  ] as const)('refuses it %s and says why', async (_label, edge, hour, minute, reason) => {
    const window = await windowOf();
    const hrd = await openHrd({ clock: { now: kst({ ymd: window[edge], hour, minute }) } });
    const result = await hrd.call('hrdkorea_apply_exam', apply);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(reason);
    expect(textOf(result)).toContain('10:00 ~');
    expect(hrd.user()?.applications).toEqual([]);
    await hrd.close();
  });
});
