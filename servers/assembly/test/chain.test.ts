// The lookup → list → detail chains a model runs, called through the MCP tools.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssemblyDataset } from '../src/data/index.ts';
import { LAWS } from '../src/data/reference.ts';
import { itemsOf, KEY, openAssembly, pageOf } from './helpers.ts';

let assembly: Awaited<ReturnType<typeof openAssembly>>;
beforeAll(async () => {
  assembly = await openAssembly();
});
afterAll(() => assembly.close());

type Row = Record<string, string | number | null>;

/** A member who sat in the 21st and 22nd and led a 22nd bill that passed by a plenary vote. */
function pickMember() {
  const dataset = createAssemblyDataset();
  const in21 = new Set(
    dataset
      .bills(21)
      .rows()
      .map((bill) => bill.RST_MONA_CD),
  );
  const bill = dataset
    .bills(22)
    .rows()
    .find(
      (row) =>
        row.PROPOSER_KIND === '의원' &&
        (row.PROC_RESULT === '원안가결' || row.PROC_RESULT === '수정가결') &&
        in21.has(row.RST_MONA_CD) &&
        dataset.tenuresOf(row.RST_MONA_CD ?? '').some((tenure) => tenure.age === 21),
    );
  return { name: bill?.RST_PROPOSER ?? '', code: bill?.RST_MONA_CD ?? '' };
}

describe('member name → MONA_CD → bills → roll call', () => {
  it('finds the member, their passed bill, its tally and their own vote in it', async () => {
    const { name, code } = pickMember();
    expect(name).not.toBe('');

    const [history] = itemsOf<Row>(await assembly.call('assembly_search_members', { KEY, NAAS_NM: name })).filter(
      (row) => row.NAAS_NM === name,
    );
    expect(history?.NAAS_CD).toBe(code);
    expect(history?.GTELT_ERACO).toContain('제21대, 제22대');

    const [profile] = itemsOf<Row>(await assembly.call('assembly_list_current_members', { KEY, HG_NM: name }));
    expect(profile?.MONA_CD).toBe(code);

    const bills = itemsOf<Row>(
      await assembly.call('assembly_list_member_bills', { KEY, AGE: '22', PROPOSER: name, pSize: 1000 }),
    );
    expect(bills.length).toBeGreaterThan(0);
    expect(bills.every((bill) => bill.RST_MONA_CD === code)).toBe(true);
    const passed = bills.find((bill) => bill.PROC_RESULT === '원안가결' || bill.PROC_RESULT === '수정가결');
    expect(passed, 'a bill of theirs that passed a plenary vote').toBeDefined();

    const [tally] = itemsOf<Row>(
      await assembly.call('assembly_list_vote_tallies', { KEY, AGE: '22', BILL_NO: passed?.BILL_NO }),
    );
    expect(tally?.BILL_ID).toBe(passed?.BILL_ID);
    expect(tally?.PROC_DT).toBe(passed?.PROC_DT);

    const votes = pageOf<Row>(
      await assembly.call('assembly_list_member_votes', { KEY, BILL_ID: passed?.BILL_ID, AGE: '22', pSize: 400 }),
    );
    expect(votes.totalCount).toBe(tally?.MEMBER_TCNT);
    const count = (result: string) => votes.items.filter((row) => row.RESULT_VOTE_MOD === result).length;
    expect([count('찬성'), count('반대'), count('기권')]).toEqual([tally?.YES_TCNT, tally?.NO_TCNT, tally?.BLANK_TCNT]);
    const own = votes.items.find((row) => row.MONA_CD === code);
    expect(own?.HG_NM).toBe(name);
    expect(['찬성', '반대', '기권', '불참']).toContain(own?.RESULT_VOTE_MOD);

    const filtered = itemsOf<Row>(
      await assembly.call('assembly_list_member_votes', { KEY, BILL_ID: passed?.BILL_ID, AGE: '22', HG_NM: name }),
    );
    expect(filtered.map((row) => row.MONA_CD)).toEqual([code]);
  });

  it('keeps the same MONA_CD for the member in the 21st term', async () => {
    const { name, code } = pickMember();
    const bills = itemsOf<Row>(
      await assembly.call('assembly_list_member_bills', { KEY, AGE: '21', PROPOSER: name, pSize: 1000 }),
    );
    expect(bills.length).toBeGreaterThan(0);
    expect(new Set(bills.map((bill) => bill.RST_MONA_CD))).toEqual(new Set([code]));
  });
});

describe('bill chains', () => {
  it('turns a tally BILL_NO into the bill (ALLBILL) and a real law name for law.go.kr', async () => {
    const tallies = itemsOf<Row>(await assembly.call('assembly_list_vote_tallies', { KEY, AGE: '21', pSize: 50 }));
    const passed = tallies.find((row) => row.PROC_RESULT_CD === '원안가결');
    const bill = (await assembly.call('assembly_get_bill_by_no', { KEY, BILL_NO: passed?.BILL_NO }))
      .structuredContent as {
      item: Row;
    };
    expect(bill.item.BILL_ID).toBe(passed?.BILL_ID);
    expect(bill.item.RGS_CONF_RSLT).toBe('원안가결');
    const law = String(bill.item.PROM_LAW_NM);
    expect(LAWS.map((entry) => entry.law)).toContain(law);
    expect(String(bill.item.BILL_NM).startsWith(law)).toBe(true);
    expect(bill.item.PROM_NO).toMatch(/^제\d{5}호$/);
  });

  it('links a bill to its co-proposers, its committee meetings and the committee schedule', async () => {
    const [bill] = itemsOf<Row>(
      await assembly.call('assembly_list_member_bills', {
        KEY,
        AGE: '22',
        PROC_RESULT: '대안반영폐기',
        COMMITTEE: '보건복지위원회',
        pSize: 1,
      }),
    );
    const proposers = itemsOf<Row>(
      await assembly.call('assembly_list_bill_proposers', { KEY, BILL_ID: bill?.BILL_ID }),
    );
    expect(proposers[0]).toMatchObject({ REP_DIV: '대표발의', NASS_CD: bill?.RST_MONA_CD });
    expect(proposers.slice(1).map((row) => row.NASS_CD)).toEqual(String(bill?.PUBL_MONA_CD).split(','));
    const [co] = itemsOf<Row>(await assembly.call('assembly_search_members', { KEY, NAAS_CD: proposers[1]?.NASS_CD }));
    expect(co?.NAAS_NM).toBe(proposers[1]?.PPSR_NM);

    const meetings = itemsOf<Row>(
      await assembly.call('assembly_list_bill_committee_meetings', { KEY, BILL_ID: bill?.BILL_ID }),
    );
    expect(meetings.map((row) => row.JRCMIT_CONF_RSLT)).toEqual(['상정', '대안반영폐기']);
    const decided = meetings[1];
    const schedule = itemsOf<Row>(
      await assembly.call('assembly_list_committee_meetings', {
        KEY,
        UNIT_CD: '100022',
        COMMITTEE_NAME: '보건복지위원회',
        MEETING_DATE: decided?.JRCMIT_CONF_DT,
      }),
    );
    const full = schedule.find((row) => row.TITLE === '전체회의');
    expect(String(decided?.JRCMIT_CONF_NM)).toContain(`${full?.SESS} 국회`);
    expect(String(decided?.JRCMIT_CONF_NM)).toContain(`${full?.DEGREE} 보건복지위원회`);

    const detail = (await assembly.call('assembly_get_bill_detail', { KEY, BILL_ID: bill?.BILL_ID }))
      .structuredContent as {
      item: Row;
    };
    expect(detail.item).toMatchObject({ BILL_NO: bill?.BILL_NO, JRCMIT_PROC_RSLT: '대안반영폐기', RGS_CONF_NM: null });
  });
});
