// 5% holders of a listed company over time: the largest-shareholder group trading now and then, and
// asset managers crossing 5%. Each change yields a 주식등의대량보유상황보고서 (majorstock row).
import type { Rng } from '@kopa/kit';
import {
  businessDayIn,
  type CapitalPlan,
  type CompanyProfile,
  civilOf,
  DATA_END,
  DATA_START,
  type Day,
  dayOf,
  INSTITUTIONS,
  nextBusinessDay,
  poisson,
  sharesAt,
  uniform,
} from '@kopa/world';
import type { HolderGroup } from './people.ts';

export interface HolderReport {
  /** rcept_dt of the filing. */
  day: Day;
  holder: string;
  reportType: '일반' | '약식';
  shares: number;
  sharesDelta: number;
  rate: number;
  rateDelta: number;
  pledgedShares: number;
  pledgedRate: number;
  reason: string;
}

export interface HolderTimeline {
  /** Group holding after each trade; the first entry is the opening holding. */
  groupPath: Array<{ day: Day; shares: number }>;
  reports: HolderReport[];
}

export function groupSharesAt(timeline: HolderTimeline, day: Day): number {
  let shares = timeline.groupPath[0]?.shares ?? 0;
  for (const step of timeline.groupPath) {
    if (step.day > day) break;
    shares = step.shares;
  }
  return shares;
}

function rateOf(shares: number, total: number): number {
  return Math.round((shares / total) * 10_000) / 100;
}

/** 약식 reports are due by the 10th of the following month. */
function shortFormDay(tradeDay: Day): Day {
  const { year, month } = civilOf(tradeDay);
  return nextBusinessDay(month === 12 ? dayOf(year + 1, 1, 10) : dayOf(year, month + 1, 10));
}

export function buildHolderTimeline(
  company: CompanyProfile,
  group: HolderGroup,
  capital: CapitalPlan,
  rng: Rng,
): HolderTimeline {
  const opening = Math.round(group.openingRatio * capital.openingShares);
  const timeline: HolderTimeline = { groupPath: [{ day: dayOf(2015, 1, 1), shares: opening }], reports: [] };
  const firstDay = Math.max(DATA_START, (company.listedDay ?? DATA_START) + 20);
  const lastDay = DATA_END - 8;
  if (company.corpCls === 'E' || firstDay >= lastDay) return timeline;

  // The largest-shareholder group: a few sizeable trades over the window.
  const trades = poisson(rng, ((lastDay - firstDay) / 365) * 0.2);
  const tradeDays = Array.from({ length: trades }, () => businessDayIn(rng, firstDay, lastDay - 10)).sort(
    (a, b) => a - b,
  );
  let held = opening;
  let lastRate: number | undefined;
  let lastReportDay = firstDay;
  for (const tradeDay of tradeDays) {
    const total = sharesAt(capital, tradeDay);
    const buy = rng.chance(0.5);
    const delta = Math.round(total * uniform(rng, 0.01, 0.04)) * (buy ? 1 : -1);
    if (held + delta < total * 0.06) continue;
    const previousRate = lastRate ?? rateOf(held, total);
    held += delta;
    timeline.groupPath.push({ day: tradeDay, shares: held });
    const rate = rateOf(held, total);
    const pledged = Math.round(held * group.pledgedShare);
    // Each report is filed on its own day, after the previous one, so the holder's reports stay in order.
    lastReportDay = Math.max(nextBusinessDay(tradeDay + rng.int(3, 5)), nextBusinessDay(lastReportDay + 1));
    timeline.reports.push({
      day: lastReportDay,
      holder: group.main.name,
      reportType: '일반',
      shares: held,
      sharesDelta: delta,
      rate,
      rateDelta: Math.round((rate - previousRate) * 100) / 100,
      pledgedShares: pledged,
      pledgedRate: rateOf(pledged, total),
      reason: buy ? '장내매수에 따른 보유주식등의 수 1% 이상 증가' : '장내매도에 따른 보유주식등의 수 1% 이상 감소',
    });
    lastRate = rate;
  }

  // Asset managers: cross 5%, move by 1%p or more, and sometimes fall back below 5%.
  const countMix =
    company.tier === 'micro'
      ? ([
          [0, 55],
          [1, 35],
          [2, 10],
        ] as const)
      : company.tier === 'small'
        ? ([
            [0, 35],
            [1, 40],
            [2, 20],
            [3, 5],
          ] as const)
        : ([
            [0, 15],
            [1, 40],
            [2, 30],
            [3, 15],
          ] as const);
  const names = [...INSTITUTIONS];
  const count = rng.weighted(countMix);
  for (let index = 0; index < count; index++) {
    const holder = names.splice(rng.int(0, names.length - 1), 1)[0] ?? '국민연금공단';
    let day = businessDayIn(rng, firstDay, lastDay - 60);
    let ratio = uniform(rng, 0.05, 0.075);
    let previous = { shares: 0, rate: 0 };
    const steps = rng.int(0, 3);
    for (let step = 0; step <= steps + 1; step++) {
      const reportDay = shortFormDay(day);
      if (reportDay > DATA_END) break;
      const total = sharesAt(capital, day);
      const exit = step === steps + 1;
      if (exit && !rng.chance(0.45)) break;
      const shares = Math.round((exit ? uniform(rng, 0.035, 0.049) : ratio) * total);
      const rate = rateOf(shares, total);
      const reason =
        step === 0
          ? '신규보고(단순투자목적 장내매수)'
          : exit
            ? '보유비율 5% 미만으로 감소(장내매도)'
            : shares > previous.shares
              ? '보유주식등의 수 1% 이상 증가(장내매수)'
              : '보유주식등의 수 1% 이상 감소(장내매도)';
      timeline.reports.push({
        day: reportDay,
        holder,
        reportType: '약식',
        shares,
        sharesDelta: shares - previous.shares,
        rate,
        rateDelta: Math.round((rate - previous.rate) * 100) / 100,
        pledgedShares: 0,
        pledgedRate: 0,
        reason,
      });
      previous = { shares, rate };
      ratio = Math.max(0.05, ratio + uniform(rng, 0.01, 0.025) * (rng.chance(0.5) ? 1 : -1));
      day = businessDayIn(rng, day + 90, day + 450);
      if (day > lastDay) break;
    }
  }
  timeline.reports.sort((left, right) => left.day - right.day);
  return timeline;
}
