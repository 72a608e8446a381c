// Capital events of a listed company: convertible bonds (CB), bonds with warrants (BW) and rights
// issues (유상증자), and the share count they imply over time. Bond terms live in bonds.ts.
import type { Rng } from '@kopa/kit';
import { bondIssue, conversions, FORCED_BONDS, purposes } from './bonds.ts';
import { DATA_END, DATA_START, type Day, dayOf, nextBusinessDay } from './calendar.ts';
import type { CapitalChange, CapitalPlan, RightsIssue } from './capital-events.ts';
import type { CompanyProfile, CorpCls, Tier } from './company-profile.ts';
import { roundTo } from './format.ts';
import { type MarketProfile, priceAt } from './market.ts';
import { businessDayIn, poisson, uniform } from './random.ts';

const CB_RATE: Record<CorpCls, Partial<Record<Tier, number>>> = {
  K: { micro: 0.3, small: 0.15, mid: 0.05 },
  Y: { micro: 0.12, small: 0.06, mid: 0.02, large: 0.005 },
  N: { micro: 0.1 },
  E: {},
};
export function sharesAt(plan: CapitalPlan, day: Day): number {
  let shares = plan.openingShares;
  for (const change of plan.changes) {
    if (change.day > day) break;
    shares += change.shares;
  }
  return shares;
}

function rightsIssue(
  rng: Rng,
  company: CompanyProfile,
  market: MarketProfile,
  decision: Day,
  shares: number,
): RightsIssue {
  const method = rng.weighted([
    ['제3자배정증자', 60],
    ['주주배정후 실권주 일반공모', 25],
    ['일반공모증자', 15],
  ] as const);
  const isPublic = method !== '제3자배정증자';
  const issuePrice = Math.max(company.faceValue, Math.round(priceAt(market, decision) * uniform(rng, 0.75, 0.95)));
  const newShares = Math.max(1000, roundTo(shares * (isPublic ? uniform(rng, 0.08, 0.3) : uniform(rng, 0.03, 0.2)), 1));
  return {
    decisionDay: decision,
    paymentDay: nextBusinessDay(decision + (isPublic ? rng.int(45, 75) : rng.int(10, 45))),
    shares: newShares,
    issuePrice,
    method,
    purposes: purposes(rng, newShares * issuePrice),
    sharesBefore: shares,
    isPublic,
    correctionDay: rng.chance(0.06) ? nextBusinessDay(decision + rng.int(1, 10)) : undefined,
  };
}

const RIGHTS_KIND: Record<string, string> = {
  제3자배정증자: '유상증자(제3자배정)',
  '주주배정후 실권주 일반공모': '유상증자(주주배정)',
  일반공모증자: '유상증자(일반공모)',
};

export function buildCapitalPlan(company: CompanyProfile, market: MarketProfile, rng: Rng): CapitalPlan {
  const plan: CapitalPlan = { bonds: [], rights: [], changes: [], openingShares: market.openingShares };
  const baseRate = CB_RATE[company.corpCls][company.tier] ?? 0;
  const rate =
    baseRate *
    rng.weighted([
      [0, 35],
      [0.6, 25],
      [1.2, 25],
      [2.5, 15],
    ]);
  const forced = FORCED_BONDS[company.stockCode];
  const decisions: Array<{ day: Day; kind: 'CB' | 'BW' | 'piic' }> = [];
  const firstDay = Math.max(DATA_START, company.listedDay === undefined ? DATA_START : company.listedDay + 30);
  for (let year = 2019; year <= 2026; year++) {
    const from = Math.max(firstDay, dayOf(year, 1, 2));
    const to = Math.min(dayOf(year, 12, 28), DATA_END - 3);
    if (to <= from) continue;
    const count = poisson(rng, (rate * (to - from)) / 365);
    for (let index = 0; index < count; index++) {
      const day = businessDayIn(rng, from, to);
      if (forced && day >= dayOf(2025, 12, 1) && day <= dayOf(2026, 2, 28)) continue;
      decisions.push({
        day,
        kind: rng.weighted([
          ['CB', 1],
          ['BW', 0.15],
          ['piic', 0.45],
        ] as const),
      });
    }
  }
  if (forced) decisions.push({ day: forced.decision, kind: 'CB' });
  decisions.sort((left, right) => left.day - right.day);

  let seriesNo = rng.int(1, 6);
  const addChanges = (changes: CapitalChange[]) => {
    plan.changes.push(...changes);
    plan.changes.sort((left, right) => left.day - right.day);
  };
  for (const decision of decisions) {
    const shares = sharesAt(plan, decision.day - 1);
    if (decision.kind === 'piic') {
      const issue = rightsIssue(rng, company, market, decision.day, shares);
      plan.rights.push(issue);
      if (issue.paymentDay <= DATA_END) {
        addChanges([
          {
            day: issue.paymentDay,
            kind: RIGHTS_KIND[issue.method] ?? '유상증자',
            shares: issue.shares,
            price: issue.issuePrice,
            seriesNo: undefined,
          },
        ]);
      }
    } else {
      const bond = bondIssue(rng, company, market, decision.kind, decision.day, shares, seriesNo++);
      plan.bonds.push(bond);
      addChanges(conversions(rng, bond));
    }
  }
  return plan;
}
