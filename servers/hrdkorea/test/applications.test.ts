import { describe, expect, it } from 'vitest';
import { itemsOf, KEY, kst, openHrd, structuredOf, textOf } from './helpers.ts';

// 2026 기능사 제4회: 필기 registration 2026-08-31 ~ 09-03, 실기 registration 2026-10-12 ~ 10-15
// (read from the schedule in the first test, so the rest can rely on it).
const WRITTEN = { serviceKey: KEY, jmCd: '7875', implYy: '2026', implSeq: '4', stage: '필기' };
const PRACTICAL = { ...WRITTEN, stage: '실기' };

interface Application {
  receiptNo: string;
  stage: string;
  fee: number;
  examStartDt: string;
  regEndDt: string;
}

describe('원서접수 in user state', () => {
  it('finds the default clock inside the 2026 4th 기능사 필기 registration', async () => {
    const hrd = await openHrd();
    const [round] = itemsOf(
      await hrd.call('hrdkorea_get_exam_schedule', { serviceKey: KEY, jmCd: '7875', implYy: '2026', pageNo: 1 }),
    ).filter((row) => row.implSeq === '4');
    expect(round).toMatchObject({ docRegStartDt: '20260831', docRegEndDt: '20260903', pracRegStartDt: '20261012' });
    await hrd.close();
  });

  it('records an application with its fee and receipt number, refuses the same one twice, and lists it', async () => {
    const hrd = await openHrd();
    const { application, count } = structuredOf<{ application: Application; count: number }>(
      await hrd.call('hrdkorea_apply_exam', WRITTEN),
    );
    expect(application).toMatchObject({
      receiptNo: '202600478751',
      stage: '필기',
      fee: 14500,
      examStartDt: '20260919',
    });
    expect(count).toBe(1);
    const twice = await hrd.call('hrdkorea_apply_exam', WRITTEN);
    expect(twice.isError).toBe(true);
    expect(textOf(twice)).toContain('already applied');
    const listed = structuredOf<{ applications: Application[] }>(await hrd.call('hrdkorea_list_my_applications'));
    expect(listed.applications.map((entry) => entry.receiptNo)).toEqual(['202600478751']);
    expect(hrd.user()).toMatchObject({ applications: [{ receiptNo: '202600478751' }], writtenPasses: [] });
    await hrd.close();
  });

  it.each([
    ['an unknown jmCd', { ...WRITTEN, jmCd: '9999' }, /not a Q-Net qualification.*hrdkorea_list_qualifications/],
    [
      'a round the qualification does not sit in',
      { ...WRITTEN, implSeq: '9' },
      /no round 9 in 2026; its rounds that year are 1, 2, 3, 4/,
    ],
    ['a year whose plan is not published yet', { ...WRITTEN, implYy: '2027' }, /no published round that year/],
    ['a closed round', { ...WRITTEN, implSeq: '3' }, /closed: it runs 2026-06-01 10:00 ~ 2026-06-04 18:00 KST/],
  ])('refuses %s with the next step', async (_label, args, expected) => {
    const hrd = await openHrd();
    const result = await hrd.call('hrdkorea_apply_exam', args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(expected);
    expect(hrd.user()?.applications).toEqual([]);
    await hrd.close();
  });

  it('takes a 실기 application only with a 필기 pass announced in the last two years', async () => {
    const during = kst({ ymd: '20261013', hour: 12 });
    const without = await openHrd({ clock: { now: during } });
    const refused = await without.call('hrdkorea_apply_exam', PRACTICAL);
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/needs a 필기 pass .*announced on or after 20241012.*stage 필기/);
    await without.close();

    const stale = await openHrd({
      clock: { now: during },
      user: { writtenPasses: [{ jmCd: '7875', docPassDt: '20240920' }] },
    });
    expect((await stale.call('hrdkorea_apply_exam', PRACTICAL)).isError).toBe(true);
    await stale.close();

    const passed = await openHrd({
      clock: { now: during },
      user: { writtenPasses: [{ jmCd: '7875', docPassDt: '20261007' }] },
    });
    const { application } = structuredOf<{ application: Application }>(
      await passed.call('hrdkorea_apply_exam', PRACTICAL),
    );
    expect(application).toMatchObject({ stage: '실기', receiptNo: '202600478752', examStartDt: '20261107' });
    expect(application.fee).toBeGreaterThan(14500);
    await passed.close();
  });

  it.each([
    ['during registration, with a full refund', '20260902', 100, 14500],
    ['after registration, with half back', '20260910', 50, 7250],
  ])('cancels %s', async (_label, day, rate, refund) => {
    const hrd = await openHrd({ clock: { now: kst({ ymd: '20260901', hour: 11 }) } });
    const { application } = structuredOf<{ application: Application }>(await hrd.call('hrdkorea_apply_exam', WRITTEN));
    const state = hrd.hub.getSession(hrd.token)?.state.hrdkorea;
    const later = await openHrd({ clock: { now: kst({ ymd: day, hour: 12 }) }, user: state?.user });
    const cancelled = structuredOf<{ refundRate: number; refund: number; count: number }>(
      await later.call('hrdkorea_cancel_exam_application', { receiptNo: application.receiptNo }),
    );
    expect(cancelled).toMatchObject({ refundRate: rate, refund, count: 0 });
    expect(later.user()?.applications).toEqual([]);
    await Promise.all([hrd.close(), later.close()]);
  });

  it('refuses to cancel within five days of the exam or an unknown receipt', async () => {
    const hrd = await openHrd();
    const { application } = structuredOf<{ application: Application }>(await hrd.call('hrdkorea_apply_exam', WRITTEN));
    const late = await openHrd({
      clock: { now: kst({ ymd: '20260915', hour: 0, minute: 1 }) },
      user: hrd.user(),
    });
    const refused = await late.call('hrdkorea_cancel_exam_application', { receiptNo: application.receiptNo });
    expect(textOf(refused)).toContain('can no longer be cancelled');
    expect(late.user()?.applications).toHaveLength(1);
    const unknown = await late.call('hrdkorea_cancel_exam_application', { receiptNo: '202600000001' });
    expect(textOf(unknown)).toMatch(/No application with receiptNo 202600000001 \(you have: 202600478751\)/);
    const malformed = await late.call('hrdkorea_cancel_exam_application', { receiptNo: 'abc' });
    expect(textOf(malformed)).toContain('receiptNo is the 12-digit');
    await Promise.all([hrd.close(), late.close()]);
  });
});
