// Vote APIs of the emulation: per-bill tallies of a term (ncocpgfiaoituanbr) and the roll call of
// one bill (nojepdqqaweusdfbi, BILL_ID + AGE), both counted from the same generated rows.
import { tallyRow, voteRow } from '../data/bill-rows.ts';
import { BILL_AGES, type BillAge } from '../data/index.ts';
import { compareText } from '../data/text.ts';
import { wasVoted } from '../data/types.ts';
import type { ApiCode } from './apis.ts';
import type { Handler } from './sim-bills.ts';
import { derive } from './sim-derive.ts';
import { ageParam, applyFilters, contains, exact, requireParam } from './sim-params.ts';

const tallies: Handler = (params, view) => {
  const age = ageParam(params);
  if (typeof age !== 'number' || !(BILL_AGES as readonly number[]).includes(age)) return [];
  const bills = view.bills(age as BillAge);
  const voted = derive({
    from: bills,
    kind: 'voted',
    build: () =>
      bills
        .filter(wasVoted)
        .sort((a, b) => compareText(b.PROC_DT ?? '', a.PROC_DT ?? '') || compareText(b.BILL_NO, a.BILL_NO)),
  });
  const keys = derive({
    from: bills,
    kind: 'votedKeys',
    build: () => voted.map((bill) => ({ BILL_ID: bill.BILL_ID, BILL_NO: bill.BILL_NO, BILL_NAME: bill.BILL_NAME })),
  });
  const filtered = applyFilters(keys, params, [exact('BILL_ID'), exact('BILL_NO'), contains('BILL_NAME')]);
  const wanted = new Set(filtered.map((row) => row.BILL_ID));
  return voted.filter((bill) => wanted.has(bill.BILL_ID)).map((bill) => tallyRow(bill, view.dataset.tally(bill)));
};

const memberVotes: Handler = (params, view) => {
  const id = requireParam(params, 'BILL_ID');
  const bill = view.billById(id);
  if (!bill || bill.AGE !== String(ageParam(params)) || !wasVoted(bill)) return [];
  const rows = view.dataset.votes(bill).map((vote) => {
    const person = view.dataset.person(vote.tenure.monaCd);
    return voteRow({ bill, vote, name: person?.name ?? '', hanja: person?.hanja ?? '' });
  });
  return applyFilters(rows, params, [
    contains('HG_NM'),
    contains('POLY_NM'),
    contains('ORIG_NM'),
    exact('RESULT_VOTE_MOD'),
    exact('MONA_CD'),
  ]);
};

export const VOTE_HANDLERS: Partial<Record<ApiCode, typeof tallies>> = {
  ncocpgfiaoituanbr: tallies,
  nojepdqqaweusdfbi: memberVotes,
};
