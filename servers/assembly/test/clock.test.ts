// The session's clock and overlay: data after the clock does not exist (later stages, votes and
// terms), and per-session patches of bills, members and committees are served as given.
import { describe, expect, it } from 'vitest';
import { createAssemblyDataset } from '../src/data/index.ts';
import { itemsOf, KEY, openAssembly, textOf } from './helpers.ts';

const dataset = createAssemblyDataset();

describe('the session clock', () => {
  it('shows a bill decided after the clock as pending, without its vote', async () => {
    const bill = dataset
      .bills(22)
      .rows()
      .find((row) => row.RGS_RSLN_DT !== null && row.PROPOSE_DT < '2025-03-01' && (row.PROC_DT ?? '') > '2025-06-01');
    expect(bill).toBeDefined();
    const early = await openAssembly({ clock: { now: '2025-03-01T09:00:00+09:00' } });
    const [row] = itemsOf(await early.call('assembly_list_member_bills', { KEY, AGE: '22', BILL_ID: bill?.BILL_ID }));
    expect(row).toMatchObject({ BILL_NO: bill?.BILL_NO, PROC_RESULT: null, PROC_DT: null });
    const pending = itemsOf(await early.call('assembly_list_pending_bills', { KEY, BILL_NO: bill?.BILL_NO }));
    expect(pending.map((entry) => entry.BILL_ID)).toEqual([bill?.BILL_ID]);
    const votes = await early.call('assembly_list_member_votes', { KEY, AGE: '22', BILL_ID: bill?.BILL_ID });
    expect(textOf(votes)).toMatch(/^ASSEMBLY INFO-200 /);
    const newest = itemsOf(await early.call('assembly_list_member_bills', { KEY, AGE: '22', pSize: 1 }));
    expect(String(newest[0]?.PROPOSE_DT) <= '2025-03-01').toBe(true);
    await early.close();
  });

  it('serves the 21st term as current before the 22nd began', async () => {
    const early = await openAssembly({ clock: { now: '2023-06-01T09:00:00+09:00' } });
    const members = itemsOf(await early.call('assembly_list_current_members', { KEY, pSize: 1000 }));
    expect(members.length).toBeGreaterThan(290);
    expect(members.every((member) => String(member.UNITS).endsWith('제21대'))).toBe(true);
    expect(textOf(await early.call('assembly_list_member_bills', { KEY, AGE: '22' }))).toMatch(/INFO-200/);
    expect(textOf(await early.call('assembly_list_plenary_schedule', { KEY, UNIT_CD: '100022' }))).toMatch(/INFO-200/);
    const future = await early.call('assembly_search_members', { KEY, GTELT_ERACO: '제22대' });
    expect(textOf(future)).toMatch(/^ASSEMBLY INFO-200 /);
    await early.close();
  }, 30_000);
});

describe('the session overlay', () => {
  it('serves patched and removed bills, members and committees', async () => {
    const [first, second] = dataset.bills(22).rows();
    const member = dataset.members.rows()[0];
    const session = await openAssembly({
      overlay: {
        bills: {
          upsert: [{ BILL_ID: first?.BILL_ID, AGE: '22', BILL_NAME: '도로교통법 일부개정법률안' }],
          remove: [second?.BILL_ID ?? ''],
        },
        members: { upsert: [{ NAAS_CD: member?.NAAS_CD, PLPT_NM: '무소속' }] },
        committees: { remove: ['9700099'] },
      },
    });
    const detail = (await session.call('assembly_get_bill_detail', { KEY, BILL_ID: first?.BILL_ID }))
      .structuredContent as {
      item: { BILL_NM: string };
    };
    expect(detail.item.BILL_NM).toBe('도로교통법 일부개정법률안');
    expect(textOf(await session.call('assembly_get_bill_detail', { KEY, BILL_ID: second?.BILL_ID }))).toMatch(
      /INFO-200/,
    );
    const [patched] = itemsOf(await session.call('assembly_search_members', { KEY, NAAS_CD: member?.NAAS_CD }));
    expect(patched?.PLPT_NM).toBe('무소속');
    const committees = itemsOf(await session.call('assembly_list_committees', { KEY }));
    expect(committees.map((row) => row.HR_DEPT_CD)).not.toContain('9700099');
    await session.close();
  });
});
