// `date-order`: replays the golden plan and checks every record it returns against the rule table
// (date-order-rules.ts): a bill referred before it was proposed, a law in force before it was
// promulgated, promulgation numbers falling over a law's history. The golden answer may be right
// and still rest on data a careful solver distrusts.
import { DATE_RULES, type DateField, type DateRule } from './date-order-rules.ts';
import { dayOf } from './day.ts';
import type { LintCheck, LintContext, LintFinding } from './finding.ts';
import { type LocatedRecord, recordsOf } from './records.ts';

const platformOf = ({ tool, where }: LocatedRecord) =>
  tool === 'state' ? (where.split('.')[1] ?? '') : (tool.split('_')[0] ?? '');

function chainViolations(fields: readonly DateField[], located: LocatedRecord): string[] {
  const present = fields.flatMap((date) => {
    const day = date.read(located.record);
    return day ? [{ date, day }] : [];
  });
  return present.slice(1).flatMap((later, index) => {
    const earlier = present[index];
    return earlier && later.day < earlier.day
      ? [`${located.where}: ${earlier.date.label} ${earlier.day} is after ${later.date.label} ${later.day}`]
      : [];
  });
}

const earliest = (days: readonly (string | undefined)[]) =>
  days.filter((day): day is string => day !== undefined).sort()[0];

function violations(rule: DateRule, records: readonly LocatedRecord[]): string[] {
  const mine = records.filter((located) => platformOf(located) === rule.platform);
  switch (rule.kind) {
    case 'chain':
      return mine.flatMap((located) => chainViolations(rule.fields, located));
    case 'same-day':
      return mine.flatMap((located) => {
        if (!rule.when(located.record)) return [];
        const [left, right] = rule.fields.map((date) => date.read(located.record));
        return left && right && left !== right
          ? [`${located.where}: ${rule.fields[0].label} ${left} but ${rule.fields[1].label} ${right}`]
          : [];
      });
    case 'across': {
      const groups = new Map<string, LocatedRecord[]>();
      for (const located of mine) {
        const key = located.record[rule.key];
        if (typeof key === 'string' && key) groups.set(key, [...(groups.get(key) ?? []), located]);
      }
      return [...groups].flatMap(([key, group]) => {
        const first = earliest(group.flatMap(({ record }) => rule.first.map((date) => date.read(record))));
        if (!first) return [];
        return group.flatMap((located) =>
          rule.later.flatMap((date) => {
            const day = date.read(located.record);
            return day && day < first
              ? [`${located.where}: ${rule.key} ${key} has ${date.label} ${day}, before it was proposed on ${first}`]
              : [];
          }),
        );
      });
    }
    case 'sequence': {
      const groups = new Map<string, Map<string, { day: string; number: number }>>();
      for (const { record } of mine) {
        const key = record[rule.key];
        const day = dayOf(record[rule.date]);
        const number = Number(record[rule.number]);
        if (typeof key !== 'string' || !day || !Number.isFinite(number) || record[rule.number] === '') continue;
        const group = groups.get(key) ?? new Map();
        group.set(`${day}:${number}`, { day, number });
        groups.set(key, group);
      }
      return [...groups].flatMap(([key, group]) => {
        const sorted = [...group.values()].sort((a, b) =>
          a.day < b.day ? -1 : a.day > b.day ? 1 : a.number - b.number,
        );
        return sorted.slice(1).flatMap((later, index) => {
          const earlier = sorted[index];
          return earlier && later.day > earlier.day && later.number < earlier.number
            ? [
                `${rule.key} ${key}: ${rule.number} falls from ${earlier.number} (${earlier.day}) to ${later.number} (${later.day})`,
              ]
            : [];
        });
      });
    }
  }
}

export function dateOrder({ task, outputs }: LintContext): LintFinding[] {
  const records = recordsOf(task, outputs);
  const broken = DATE_RULES.flatMap((rule) =>
    [...new Set(violations(rule, records))].map((violation) => ({ rule, violation })),
  );
  if (broken.length === 0) return [];
  const rules = [...new Set(broken.map(({ rule }) => rule.why))];
  return [
    {
      task: task.id,
      check: 'date-order',
      severity: 'warning',
      message: `${broken.length} date(s) out of order in the golden outputs (${rules.join('; ')}): fix the generated data, or pick records that are consistent`,
      detail: broken.map(({ violation }) => violation),
    },
  ];
}

export const dateOrderCheck: LintCheck = { name: 'date-order', replays: true, run: dateOrder };
