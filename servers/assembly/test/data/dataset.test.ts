// Size, identity and referential consistency of the Assembly dataset.
import { describe, expect, it } from 'vitest';
import { parseDay } from '../../src/data/calendar.ts';
import { BILL_AGES, createAssemblyDataset, MEMBER_BILLS } from '../../src/data/index.ts';
import { COMMITTEE_BY_NAME, DATA_END, LAWS, TERMS } from '../../src/data/reference.ts';
import { seatedOn } from '../../src/data/rosters.ts';
import { wasVoted } from '../../src/data/types.ts';

const dataset = createAssemblyDataset();
const universe = dataset.universe();
const lawNames = new Set(LAWS.map((entry) => entry.law));

describe('rosters', () => {
  it.each(TERMS.map((term) => [term.age, term]))('seats the %s대 with the real seat total', (_age, term) => {
    const seats = term.parties.reduce((sum, party) => sum + party.district + party.pr, 0);
    const tenures = universe.byAge.get(term.age) ?? [];
    expect(seatedOn(tenures, term.start)).toHaveLength(seats);
    expect(new Set(tenures.map((tenure) => tenure.seat)).size).toBe(seats);
  });

  it('gives every member one well-formed, unique MONA_CD and a unique name', () => {
    const persons = [...universe.persons.values()];
    expect(persons.length).toBeGreaterThan(900);
    expect(persons.filter((person) => !/^[A-Z0-9]{3}\d{4}[A-Z]$/.test(person.monaCd))).toEqual([]);
    expect(new Set(persons.map((person) => person.name)).size).toBe(persons.length);
  });

  it('keeps re-elected members on one MONA_CD across terms (about half of each term returns)', () => {
    for (const age of [21, 22]) {
      const now = new Set((universe.byAge.get(age) ?? []).map((tenure) => tenure.monaCd));
      const before = new Set((universe.byAge.get(age - 1) ?? []).map((tenure) => tenure.monaCd));
      const returning = [...now].filter((code) => before.has(code)).length;
      expect(returning / now.size).toBeGreaterThan(0.3);
      expect(returning / now.size).toBeLessThan(0.7);
    }
  });

  it('lists every era of a member in ALLNAMEMBER with aligned slash-separated values', () => {
    const rows = dataset.members.rows();
    expect(rows).toHaveLength(universe.persons.size);
    for (const row of rows) {
      const eras = String(row.GTELT_ERACO).split(', ');
      for (const field of ['PLPT_NM', 'ELECD_NM', 'ELECD_DIV_NM', 'BLNG_CMIT_NM']) {
        expect(String(row[field]).split('/'), `${row.NAAS_CD} ${field}`).toHaveLength(eras.length);
      }
    }
  });
});

describe('bills', () => {
  it.each(BILL_AGES.map((age) => [age]))('numbers the %s대 bills in proposal order with real law names', (age) => {
    const bills = [...dataset.bills(age).rows()].reverse();
    const members = bills.filter((bill) => bill.PROPOSER_KIND === '의원');
    expect(members.length).toBeGreaterThan(MEMBER_BILLS[age] * 0.9);
    expect(bills.map((bill) => bill.BILL_NO)).toEqual(
      bills.map((_, index) => `${age}${String(index + 1).padStart(5, '0')}`),
    );
    expect(new Set(bills.map((bill) => bill.BILL_ID)).size).toBe(bills.length);
    for (let index = 1; index < bills.length; index++) {
      expect((bills[index]?.PROPOSE_DT ?? '') >= (bills[index - 1]?.PROPOSE_DT ?? '')).toBe(true);
    }
    expect(bills.filter((bill) => !lawNames.has(bill.LAW_NAME) || !bill.BILL_NAME.startsWith(bill.LAW_NAME))).toEqual(
      [],
    );
    expect(bills.filter((bill) => !/^PRC_([A-Z]\d){15}$/.test(bill.BILL_ID))).toEqual([]);
  });

  it.each(BILL_AGES.map((age) => [age]))('has %s대 proposers in office on the proposal day', (age) => {
    const tenures = universe.byAge.get(age) ?? [];
    const problems: string[] = [];
    for (const bill of dataset.bills(age).rows()) {
      if (bill.PROPOSER_KIND !== '의원') continue;
      const seated = new Set(seatedOn(tenures, parseDay(bill.PROPOSE_DT)).map((tenure) => tenure.monaCd));
      const codes = [bill.RST_MONA_CD ?? '', ...(bill.PUBL_MONA_CD ?? '').split(',')];
      const names = (bill.PUBL_MONA_CD ?? '').split(',').map((code) => dataset.person(code)?.name);
      if (
        !codes.every((code) => seated.has(code)) ||
        new Set(codes).size !== codes.length ||
        codes.length < 10 ||
        bill.PROPOSER !== `${bill.RST_PROPOSER}의원 등 ${codes.length}인` ||
        (bill.PUBL_PROPOSER ?? '') !== names.join(',')
      ) {
        problems.push(bill.BILL_ID);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(BILL_AGES.map((age) => [age]))('dates the %s대 stages in order and on real meeting days', (age) => {
    const calendar = dataset.calendar(age);
    const judiciary = new Set(calendar.fullDays.get('법제사법위원회'));
    const plenaries = new Set(calendar.plenaryDays);
    const problems: string[] = [];
    for (const bill of dataset.bills(age).rows()) {
      const stages = [bill.PROPOSE_DT, bill.COMMITTEE_DT, bill.CMT_PRESENT_DT, bill.CMT_PROC_DT, bill.LAW_PROC_DT];
      const present = stages.filter((date): date is string => date !== null);
      const ok =
        [...present].sort().join() === present.join() &&
        (!bill.CMT_PROC_DT ||
          !bill.COMMITTEE ||
          (calendar.fullDays.get(bill.COMMITTEE) ?? []).includes(parseDay(bill.CMT_PROC_DT))) &&
        (!bill.LAW_PROC_DT || judiciary.has(parseDay(bill.LAW_PROC_DT))) &&
        (!bill.RGS_RSLN_DT || plenaries.has(parseDay(bill.RGS_RSLN_DT))) &&
        (!bill.COMMITTEE || COMMITTEE_BY_NAME.get(bill.COMMITTEE)?.code === bill.COMMITTEE_ID) &&
        (bill.PROC_DT === null || parseDay(bill.PROC_DT) <= DATA_END);
      if (!ok) problems.push(bill.BILL_ID);
    }
    expect(problems).toEqual([]);
  });

  it('lets pending bills exist only in the current term and lapse the older ones at term end', () => {
    expect(
      dataset
        .bills(22)
        .rows()
        .some((bill) => bill.PROC_RESULT === null),
    ).toBe(true);
    for (const age of [20, 21] as const) {
      const rows = dataset.bills(age).rows();
      expect(rows.filter((bill) => bill.PROC_RESULT === null)).toEqual([]);
      const lapsed = rows.filter((bill) => bill.PROC_RESULT === '임기만료폐기');
      expect(lapsed.length / rows.length).toBeGreaterThan(0.35);
    }
  });

  it('points every 대안반영폐기 bill at a committee alternative of the same law, decided at the same meeting', () => {
    const problems: string[] = [];
    for (const age of BILL_AGES) {
      const table = dataset.bills(age);
      for (const bill of table.rows()) {
        if (bill.PROC_RESULT !== '대안반영폐기') continue;
        const alternative = table.get(bill.ALT_BILL_ID ?? '');
        if (
          alternative?.PROPOSER_KIND !== '위원장' ||
          alternative.BILL_NAME !== `${bill.LAW_NAME} 일부개정법률안(대안)` ||
          alternative.PROPOSE_DT !== bill.CMT_PROC_DT
        ) {
          problems.push(bill.BILL_ID);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('votes', () => {
  it('counts every tally from the roll call and agrees with the plenary result', () => {
    for (const age of BILL_AGES) {
      const voted = dataset
        .bills(age)
        .rows()
        .filter(wasVoted)
        .filter((_, index) => index % 25 === 0);
      expect(voted.length).toBeGreaterThan(20);
      for (const bill of voted) {
        const votes = dataset.votes(bill);
        const tally = dataset.tally(bill);
        expect(votes.length).toBe(tally.MEMBER_TCNT);
        expect(tally.MEMBER_TCNT).toBeGreaterThanOrEqual(290);
        expect(tally.YES_TCNT + tally.NO_TCNT + tally.BLANK_TCNT).toBe(tally.VOTE_TCNT);
        expect(tally.YES_TCNT * 2 > tally.VOTE_TCNT).toBe(bill.PROC_RESULT !== '부결');
        const seated = new Set(
          seatedOn(universe.byAge.get(age) ?? [], parseDay(bill.RGS_RSLN_DT ?? '')).map((t) => t.monaCd),
        );
        expect(votes.every((vote) => seated.has(vote.tenure.monaCd))).toBe(true);
      }
    }
  });

  it('has hundreds of thousands of member vote rows across the terms (generated per bill on demand)', () => {
    const rows = BILL_AGES.reduce(
      (sum, age) =>
        sum +
        dataset
          .tallies(age)
          .rows()
          .reduce((total, row) => total + Number(row.MEMBER_TCNT), 0),
      0,
    );
    expect(rows).toBeGreaterThan(500_000);
  });
});

describe('committees', () => {
  it('fills each standing committee to its real seat limit, with one chair and two 간사', () => {
    const rows = dataset.committees.rows();
    expect(rows.map((row) => row.COMMITTEE_NAME)).toContain('법제사법위원회');
    for (const row of rows) {
      expect(row.HG_NM, String(row.COMMITTEE_NAME)).toBeTruthy();
      expect(String(row.HG_NM_LIST).split(', ')).toHaveLength(2);
      expect(Number(row.CURR_CNT)).toBeLessThanOrEqual(Number(row.LIMIT_CNT) + 1);
      expect(Number(row.POLY_CNT) + Number(row.POLY99_CNT)).toBe(Number(row.CURR_CNT));
    }
    const members = dataset.committeeMembers.rows();
    const current = new Set(dataset.currentMembers(DATA_END).map((row) => row.MONA_CD));
    expect(members.every((row) => current.has(row.MONA_CD))).toBe(true);
  });
});
