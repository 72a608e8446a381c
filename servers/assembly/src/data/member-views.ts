// Member and committee listings as of a day: ALLNAMEMBER shows only eras that had begun, the
// 인적사항 and committee rosters show members in office that day. The end-of-window views are
// kept as hashed tables; earlier clocks are computed on request.
import { defineTable, type Table } from '@kopa/kit';
import type { Row } from './bill-rows.ts';
import type { Day } from './calendar.ts';
import type { CommitteeRosters, CommitteeSeat } from './committee-seats.ts';
import { allNameMemberRow, committeeMemberRow, erasOf, profileRow } from './member-rows.ts';
import type { Person } from './people.ts';
import { BILL_AGES, type BillAge, COMMITTEES, DATA_END, termOf } from './reference.ts';
import type { Tenure, Universe } from './rosters.ts';

export interface MemberViews {
  /** ALLNAMEMBER rows at the end of the data window. */
  members: Table<Row>;
  /** nxrvzonlafugpqjuh rows at the end of the data window. */
  committees: Table<Row>;
  /** nktulghcadyhmiqxi rows at the end of the data window. */
  committeeMembers: Table<Row>;
  allNameMembers(today: Day): readonly Row[];
  currentMembers(today: Day): readonly Row[];
  committeeRowsOn(today: Day): readonly Row[];
  committeeMembersOn(today: Day): readonly Row[];
  /** The bill term in session on a day. */
  termOn(today: Day): BillAge;
}

const DIV_CODES: Record<string, string> = { 상임위원회: 'CMT001', 상설특별위원회: 'CMT002', 특별위원회: 'CMT003' };
const NEGOTIATING_GROUP = 20;
const LISTING_LIMIT = 32;

export function createMemberViews(options: {
  seed: string;
  universe: () => Universe;
  rosters: () => CommitteeRosters;
  person: (monaCd: string) => Person | undefined;
  tenuresOf: (monaCd: string) => readonly Tenure[];
}): MemberViews {
  const { seed, universe, rosters, person, tenuresOf } = options;
  const termOn = (today: Day): BillAge =>
    [...BILL_AGES].reverse().find((age) => termOf(age).start <= today) ?? BILL_AGES[0];
  const seated = (tenure: Tenure, today: Day) => tenure.from <= today && today <= tenure.to;
  // Listings by kind and day: the dataset is immutable and fixed by its seed, so the day is the key.
  const listings = new Map<string, readonly Row[]>();
  const onDay =
    (kind: string, build: (today: Day) => readonly Row[]) =>
    (today: Day): readonly Row[] => {
      const key = `${kind}|${today}`;
      let rows = listings.get(key);
      if (!rows) {
        if (listings.size >= LISTING_LIMIT) listings.clear();
        rows = build(today);
        listings.set(key, rows);
      }
      return rows;
    };

  const allNameMembers = (today: Day) => {
    rosters();
    const rows: Row[] = [];
    for (const member of universe().persons.values()) {
      const eras = erasOf(tenuresOf(member.monaCd), today);
      if (eras.length === 0) continue;
      const sitting = tenuresOf(member.monaCd).some((tenure) => seated(tenure, today));
      rows.push(allNameMemberRow({ person: member, eras, seed, sitting }));
    }
    return rows;
  };

  const seatsOn = (today: Day): Array<[string, CommitteeSeat[]]> => {
    const byName = rosters().get(termOn(today)) ?? new Map<string, CommitteeSeat[]>();
    return [...byName.entries()].map(([name, seats]) => [name, seats.filter((seat) => seated(seat.tenure, today))]);
  };

  const currentMembers = (today: Day) => {
    const age = termOn(today);
    const roles = new Map<string, string>();
    for (const [, seats] of seatsOn(today)) {
      for (const seat of seats) {
        if (seat.tenure.committees[0] === seat.committee.name) roles.set(seat.tenure.monaCd, seat.role);
      }
    }
    return (universe().byAge.get(age) ?? [])
      .filter((tenure) => seated(tenure, today))
      .flatMap((tenure) => {
        const member = person(tenure.monaCd);
        if (!member) return [];
        const eras = erasOf(tenuresOf(tenure.monaCd), today);
        return [profileRow({ person: member, tenure, eras, role: roles.get(tenure.monaCd) ?? '위원', seed })];
      });
  };

  const committeeRowsOn = (today: Day) => {
    const seatsByName = new Map(seatsOn(today));
    const inOffice = (universe().byAge.get(termOn(today)) ?? []).filter((tenure) => seated(tenure, today));
    const partySize = new Map<string, number>();
    for (const tenure of inOffice) partySize.set(tenure.party, (partySize.get(tenure.party) ?? 0) + 1);
    return COMMITTEES.filter((committee) => seatsByName.has(committee.name)).map((committee) => {
      const seats = seatsByName.get(committee.name) ?? [];
      const nameOf = (seat: CommitteeSeat) => person(seat.tenure.monaCd)?.name ?? '';
      const negotiating = seats.filter((seat) => (partySize.get(seat.tenure.party) ?? 0) >= NEGOTIATING_GROUP).length;
      return {
        CMT_DIV_CD: DIV_CODES[committee.div] ?? 'CMT003',
        CMT_DIV_NM: committee.div,
        HR_DEPT_CD: committee.code,
        COMMITTEE_NAME: committee.name,
        HG_NM: seats.filter((seat) => seat.role === '위원장').map(nameOf)[0] ?? null,
        HG_NM_LIST:
          seats
            .filter((seat) => seat.role === '간사')
            .map(nameOf)
            .join(', ') || null,
        LIMIT_CNT: committee.limit,
        CURR_CNT: seats.length,
        POLY99_CNT: seats.length - negotiating,
        POLY_CNT: negotiating,
      };
    });
  };

  const committeeMembersOn = (today: Day) =>
    seatsOn(today).flatMap(([, seats]) =>
      seats.flatMap((seat) => {
        const member = person(seat.tenure.monaCd);
        return member ? [committeeMemberRow(seat, member, seed)] : [];
      }),
    );

  return {
    members: defineTable<Row>({ name: 'assembly.members', key: 'NAAS_CD', build: () => allNameMembers(DATA_END) }),
    committees: defineTable<Row>({
      name: 'assembly.committees',
      key: 'HR_DEPT_CD',
      build: () => committeeRowsOn(DATA_END),
    }),
    committeeMembers: defineTable<Row>({
      name: 'assembly.committeeMembers',
      key: (row) => `${row.DEPT_CD}:${row.MONA_CD}`,
      build: () => committeeMembersOn(DATA_END),
    }),
    allNameMembers: onDay('allName', allNameMembers),
    currentMembers: onDay('current', currentMembers),
    committeeRowsOn: onDay('committees', committeeRowsOn),
    committeeMembersOn: onDay('committeeMembers', committeeMembersOn),
    termOn,
  };
}
