// otrCprInvstmntSttus (타법인 출자현황): the subsidiaries and stakes that make up the separate
// balance sheet's 종속기업, 관계기업 및 공동기업 투자, so the book values add up to that account. A
// 타법인주식및출자증권취득결정 in list.json brings in a new investee on its filing day.
import { createRng, type Rng } from '@kopa/kit';
import { dayOf, NAME_PREFIXES, parseYmd, type Tier, uniform } from '@kopa/world';
import { dotDate } from './date-formats.ts';
import { quarterEnd, quarterIndex } from './financial-model.ts';
import { formatAmount, formatFixed } from './format.ts';
import { type ReportContext, seriesOf, settlementDate } from './report-context.ts';
import type { DisclosureRow } from './types.ts';

export const INVESTMENT_FILING = '타법인주식및출자증권취득결정';

const BASE_INVESTEES: Record<Tier, number> = { mega: 8, large: 5, mid: 3, small: 2, micro: 1 };
const OVERSEAS = ['America Inc.', 'Europe GmbH', 'Vietnam Co., Ltd.', '(China) Co., Ltd.', 'India Pvt. Ltd.'];
const DOMESTIC = ['테크', '솔루션', '로지스틱스', '에너지', '서비스', '인베스트먼트'];
const MILLION = 1e6;

interface Investee {
  name: string;
  acquired: number;
  purpose: '경영참여' | '단순투자';
  weight: number;
  stake: number;
  shares: number;
  /** Won paid at the first acquisition. */
  firstPaid: number;
  assetsMultiple: number;
  margin: number;
}

function investee(rng: Rng, name: string, acquired: number, control: boolean): Investee {
  return {
    name,
    acquired,
    purpose: control ? '경영참여' : '단순투자',
    weight: uniform(rng, 0.3, 1.6),
    stake: control ? (rng.chance(0.5) ? 100 : uniform(rng, 50.1, 99)) : uniform(rng, 1, 19.9),
    shares: Math.round(uniform(rng, 20_000, 4_000_000)),
    firstPaid: Math.round(uniform(rng, 0.2, 0.9) * 1e4) * 1e6,
    assetsMultiple: uniform(rng, 1.4, 4),
    margin: uniform(rng, -0.03, 0.09),
  };
}

function investees(context: ReportContext, seed: string, filings: readonly DisclosureRow[]): Investee[] {
  const { company } = context.plan;
  const stem = company.corpName.replace(/\(주\)|주식회사/g, '').trim();
  const rng = createRng(`${seed}:investees:${company.corpCode}`);
  const list: Investee[] = [];
  for (let index = 0; index < BASE_INVESTEES[company.tier]; index++) {
    const overseas = index % 2 === 1;
    const slot = Math.floor(index / 2);
    const suffix = overseas ? (OVERSEAS[slot % OVERSEAS.length] ?? '') : `${DOMESTIC[slot % DOMESTIC.length]}(주)`;
    const name = overseas ? `${company.corpEngName.split(' ')[0]} ${suffix}` : `${stem}${suffix}`;
    list.push(investee(rng, name, dayOf(rng.int(1990, 2014), rng.int(1, 12), rng.int(1, 28)), index < 6));
  }
  for (const row of filings.filter((filing) => filing.report_nm === INVESTMENT_FILING)) {
    const own = createRng(`${seed}:investee:${row.rcept_no}`);
    const name = `${own.pick(NAME_PREFIXES)[0]}${own.pick(['소재', '바이오', '시스템', '모빌리티', '테크'])}(주)`;
    list.push(investee(own, name, parseYmd(row.rcept_dt), own.chance(0.7)));
  }
  return list;
}

export function investmentRows(
  context: ReportContext,
  header: Record<string, string>,
  input: { seed: string; filings: readonly DisclosureRow[] },
): Record<string, string>[] {
  const series = seriesOf(context, 'OFS') ?? seriesOf(context, 'CFS');
  const { year, quarter } = context;
  const end = quarterEnd(year, quarter);
  const opening = dayOf(year - 1, 12, 31);
  const balanceOn = (y: number, q: number) => series?.[quarterIndex(y, q)]?.balance.equityMethod ?? 0;
  const all = investees(context, input.seed, input.filings).filter((item) => item.acquired <= end);
  if (all.length === 0 || balanceOn(year, quarter) <= 0) return [];
  const bookOn = (pool: number, day: number) => {
    const held = all.filter((item) => item.acquired <= day);
    const weights = held.reduce((sum, item) => sum + item.weight, 0);
    return new Map(held.map((item) => [item, (pool * item.weight) / weights]));
  };
  const startBooks = bookOn(balanceOn(year - 1, 4), opening);
  const endBooks = bookOn(balanceOn(year, quarter), end);
  const millions = (won: number) => (Math.round(won / MILLION) === 0 ? '-' : formatAmount(won / MILLION));
  const totals = { first: 0, startQy: 0, start: 0, addQy: 0, add: 0, evaluation: 0, endQy: 0, endBook: 0 };
  const rows: Record<string, string>[] = all.map((item) => {
    const endBook = endBooks.get(item) ?? 0;
    const startBook = startBooks.get(item);
    const quantity = item.shares;
    const bought = startBook === undefined ? endBook : 0;
    const evaluation = endBook - (startBook ?? 0) - bought;
    const investeeAssets = (endBook / (item.stake / 100)) * item.assetsMultiple;
    totals.first += item.firstPaid;
    totals.startQy += startBook === undefined ? 0 : quantity;
    totals.start += startBook ?? 0;
    totals.addQy += startBook === undefined ? quantity : 0;
    totals.add += bought;
    totals.evaluation += evaluation;
    totals.endQy += quantity;
    totals.endBook += endBook;
    return {
      ...header,
      inv_prm: item.name,
      frst_acqs_de: dotDate(item.acquired),
      invstmnt_purps: item.purpose,
      frst_acqs_amount: millions(item.firstPaid),
      bsis_blce_qy: startBook === undefined ? '-' : formatAmount(quantity),
      bsis_blce_qota_rt: startBook === undefined ? '-' : formatFixed(item.stake, 2),
      bsis_blce_acntbk_amount: startBook === undefined ? '-' : millions(startBook),
      incrs_dcrs_acqs_dsps_qy: startBook === undefined ? formatAmount(quantity) : '-',
      incrs_dcrs_acqs_dsps_amount: millions(bought),
      incrs_dcrs_evl_lstmn: millions(evaluation),
      trmend_blce_qy: formatAmount(quantity),
      trmend_blce_qota_rt: formatFixed(item.stake, 2),
      trmend_blce_acntbk_amount: millions(endBook),
      recent_bsns_year_fnnr_sttus_tot_assets: millions(investeeAssets),
      recent_bsns_year_fnnr_sttus_thstrm_ntpf: millions(investeeAssets * item.margin),
      stlm_dt: settlementDate(context),
    };
  });
  rows.push({
    ...header,
    inv_prm: '합 계',
    frst_acqs_de: '-',
    invstmnt_purps: '-',
    frst_acqs_amount: millions(totals.first),
    bsis_blce_qy: formatAmount(totals.startQy),
    bsis_blce_qota_rt: '-',
    bsis_blce_acntbk_amount: millions(totals.start),
    incrs_dcrs_acqs_dsps_qy: totals.addQy ? formatAmount(totals.addQy) : '-',
    incrs_dcrs_acqs_dsps_amount: millions(totals.add),
    incrs_dcrs_evl_lstmn: millions(totals.evaluation),
    trmend_blce_qy: formatAmount(totals.endQy),
    trmend_blce_qota_rt: '-',
    trmend_blce_acntbk_amount: millions(totals.endBook),
    recent_bsns_year_fnnr_sttus_tot_assets: '-',
    recent_bsns_year_fnnr_sttus_thstrm_ntpf: '-',
    stlm_dt: settlementDate(context),
  });
  return rows;
}
