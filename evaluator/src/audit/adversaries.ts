// Adversarial agents of the grader audit: each tries one way to earn a pass it did not earn. Every
// one must score 0 on every task; a pass is a hole in the grader.
import { type Fact, isKeyTool, type Task } from '@kopa/tasks';
import { renderAnswer, renderFact, replayGolden, scriptedResult } from '../agents/oracle.ts';
import type { Agent, AgentContext } from '../agents/types.ts';
import { asGradedFact } from '../grade/values.ts';

type Attack = (options: { task: Task; outputs: Record<string, unknown>[] }) => string;

const line = (fact: Fact, value: string, subject = fact.subject) => `- ${subject ? `${subject}: ` : ''}${value}`;

/** Candidate values with no calls: every integer 0–5000, every date of 2026, decimals, the names, the query. */
const spray: Attack = ({ task }) => {
  const integers = Array.from({ length: 5001 }, (_, value) => value).join(' ');
  const decimals = Array.from({ length: 1000 }, (_, value) => (value / 100).toFixed(2)).join(' ');
  const dates: string[] = [];
  for (let day = new Date(Date.UTC(2026, 0, 1)); day.getUTCFullYear() === 2026; day.setUTCDate(day.getUTCDate() + 1))
    dates.push(day.toISOString().slice(0, 10));
  const names = Object.keys(task.golden.answer.names ?? {}).join(', ');
  return [task.query, integers, decimals, dates.join(' '), names].join('\n');
};

/** Every scalar value of every tool result, after the right calls. */
const dump: Attack = ({ outputs }) => {
  const values = new Set<string>();
  const visit = (value: unknown): void => {
    if (value === null || value === undefined) return;
    if (typeof value === 'string' || typeof value === 'number') values.add(String(value));
    else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object') Object.values(value).forEach(visit);
  };
  outputs.forEach(visit);
  return [...values].join(', ');
};

/** One fact written as a longer value that contains it: 17:35 for 7:35, 13배 for 3배, 제12조의2 for 제12조. */
function superstringOf(fact: Fact): string {
  const graded = asGradedFact(fact);
  const text = renderFact(fact);
  if (graded.kind === 'text')
    return /조$/.test(text) ? `${text}의2` : /^[0-9A-Za-z]/.test(text) ? `1${text}` : `남${text}`;
  // A longer number: a digit put in front of the amount ("￦112,000" for "￦12,000").
  return text.replace(/\d/, '1$&');
}
/** A fact whose value the answer states nowhere else: not inside another fact's subject, not another fact's value. */
export function superstringTarget(task: Task): number {
  const facts = task.golden.answer.facts;
  const subjects = facts.flatMap((fact) => (fact.subject ? [fact.subject] : []));
  const text = (fact: Fact) => String(fact.value).trim();
  return facts.findIndex(
    (fact) =>
      !subjects.some((subject) => subject.includes(text(fact))) &&
      !facts.some((other) => other !== fact && text(other) === text(fact)),
  );
}

const superstring: Attack = ({ task }) => {
  const facts = task.golden.answer.facts;
  const target = Math.max(0, superstringTarget(task));
  return facts.map((fact, index) => line(fact, index === target ? superstringOf(fact) : renderFact(fact))).join('\n');
};

/** A record name the task knows that is not this fact's subject (nor its value). A record the fact was
 *  read from (its evidence) is no other record unless another fact is about it: "양천구: 2.3" is true
 *  when 2.3 is the distance to 양천구's centre. */
const otherName = (task: Task, fact: Fact) => {
  const subjects = new Set(task.golden.answer.facts.flatMap((other) => (other.subject ? [other.subject] : [])));
  const own = (name: string) => !subjects.has(name) && (fact.evidence ?? []).some((value) => String(value) === name);
  return Object.keys(task.golden.answer.names ?? {}).find(
    (name) => name !== fact.subject && name !== String(fact.value) && !own(name),
  );
};

/** Another entity to bind a fact to: a second subject, a neighbour, a wrong record or another name. */
export function swapMaterial(task: Task): boolean {
  const facts = task.golden.answer.facts;
  const subjects = new Set(facts.flatMap((fact) => (fact.subject ? [fact.subject] : [])));
  return (
    subjects.size >= 2 || facts.some((fact) => fact.wrong?.length || (fact.kind !== 'text' && otherName(task, fact)))
  );
}

/** Two facts' subjects swapped, or a fact stated for a neighbouring record, or for a wrong record. */
const swap: Attack = ({ task }) => {
  const facts = task.golden.answer.facts;
  const partner = facts.findIndex((fact, index) =>
    facts.some(
      (other, at) =>
        at > index &&
        other.kind === fact.kind &&
        other.subject &&
        fact.subject &&
        other.subject !== fact.subject &&
        String(other.value) !== String(fact.value),
    ),
  );
  if (partner >= 0) {
    const first = facts[partner] as Fact;
    const second = facts.findIndex(
      (other, at) =>
        at > partner &&
        other.kind === first.kind &&
        other.subject &&
        other.subject !== first.subject &&
        String(other.value) !== String(first.value),
    );
    return facts
      .map((fact, index) =>
        index === partner
          ? line(fact, renderFact(fact), facts[second]?.subject)
          : index === second
            ? line(fact, renderFact(fact), first.subject)
            : line(fact, renderFact(fact)),
      )
      .join('\n');
  }
  // A record the task knows to be wrong for the fact first; any other known name only when none is.
  const known = facts.findIndex((fact) => fact.wrong?.length);
  const target = Math.max(
    0,
    known >= 0 ? known : facts.findIndex((fact) => fact.kind !== 'text' && otherName(task, fact)),
  );
  return facts
    .map((fact, index) => {
      if (index !== target) return line(fact, renderFact(fact));
      const wrong = fact.wrong?.find((entry) => entry.of) ?? fact.wrong?.[0];
      if (wrong?.of && fact.kind !== 'text') return line(fact, renderFact(fact), wrong.of);
      if (wrong) return line(fact, renderFact({ ...fact, value: wrong.value }));
      return line(fact, renderFact(fact), otherName(task, fact));
    })
    .join('\n');
};

/** A fact's value moved by `steps`: a number by that much, a date by that many days. */
function shifted(fact: Fact, steps: number): Fact | undefined {
  const graded = asGradedFact(fact);
  if (graded.kind === 'number') return { ...graded, value: Number(graded.value) + steps };
  if (graded.kind === 'date') {
    const digits = String(graded.value).replace(/\D/g, '');
    const day = new Date(
      Date.UTC(Number(digits.slice(0, 4)), Number(digits.slice(4, 6)) - 1, Number(digits.slice(6, 8)) + steps),
    );
    return { ...graded, value: day.toISOString().slice(0, 10).replace(/-/g, '') };
  }
  return undefined;
}

/** A value one step off the fact, of the same kind: the next number, day, minute or phone line. */
function nearby(fact: Fact): Fact | undefined {
  const graded = asGradedFact(fact);
  if (graded.kind === 'number' || graded.kind === 'date') return shifted(fact, 1);
  if (graded.kind === 'phone') {
    const digits = String(graded.value);
    return { ...fact, value: `${digits.slice(0, -1)}${(Number(digits.at(-1)) + 1) % 10}` };
  }
  if (graded.kind === 'time') {
    const [hours = 0, minutes = 0] = String(graded.value).split(':').map(Number);
    const next = (hours * 60 + minutes + 1) % 1440;
    return {
      ...graded,
      value: `${String(Math.floor(next / 60)).padStart(2, '0')}:${String(next % 60).padStart(2, '0')}`,
    };
  }
  return undefined;
}

/** The shape of a text value: digits, Hangul and Latin letters as classes ("2024다215614" → "0가0"). */
const shapeOf = (text: string) =>
  text
    .replace(/\d+/g, '0')
    .replace(/[가-힣]+/g, '가')
    .replace(/[A-Za-z]+/g, 'a')
    .replace(/\s+/g, '');

/** A value the session read that looks like the fact and is no fact's value: another record's. */
function lookalike(task: Task, fact: Fact, outputs: readonly Record<string, unknown>[]): string | undefined {
  const answers = new Set(task.golden.answer.facts.map((other) => String(other.value).trim()));
  const value = String(fact.value);
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      const text = node.trim();
      if (!answers.has(text) && shapeOf(text) === shapeOf(value) && Math.abs(text.length - value.length) <= 3)
        found.push(text);
    } else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') Object.values(node).forEach(visit);
  };
  outputs.forEach(visit);
  return found[0];
}

/** One fact hedged: the right value and a plausible wrong one of the same kind for the same slot. */
const hedge: Attack = ({ task, outputs }) =>
  task.golden.answer.facts
    .map((fact, index) => {
      if (index !== 0) return line(fact, renderFact(fact));
      const graded = asGradedFact(fact);
      const wrong = fact.wrong?.find(
        (entry) =>
          !entry.of && asGradedFact({ ...fact, value: entry.value }).kind === graded.kind && graded.kind !== 'number',
      );
      const near = nearby(fact);
      const other = wrong
        ? renderFact({ ...fact, value: wrong.value })
        : near
          ? renderFact(near)
          : (lookalike(task, fact, outputs) ?? otherName(task, fact) ?? '기타');
      return `${line(fact, renderFact(fact))}. 다만 ${other}일 수도 있습니다.`;
    })
    .join('\n');

/** A value that competes with the fact for its slot: a neighbouring number or date, or for a text
 *  fact a wrong record the task knows of (a neighbour, a first-page-only answer). */
function rival(fact: Fact): string | undefined {
  const near = shifted(fact, 1) ?? shifted(fact, -1);
  if (near) return renderFact(near);
  const graded = asGradedFact(fact);
  const wrong = fact.wrong?.find(
    (entry) => !entry.of && asGradedFact({ ...fact, value: entry.value }).kind === graded.kind,
  );
  return wrong ? renderFact({ ...fact, value: wrong.value }) : undefined;
}
const hasRival = (task: Task) => task.golden.answer.facts.some((fact) => rival(fact) !== undefined);

/** Neighbouring values, each under a label word of its own ("첫째 4곳, 둘째 5곳, 셋째 6곳"): labels must
 *  not turn a spray into a list of differently named values. */
const LABELS = ['첫째', '둘째', '셋째', '넷째', '다섯째'];
const labelledSpray: Attack = ({ task }) =>
  task.golden.answer.facts
    .map((fact) => {
      const around = [-2, -1, 0, 1, 2].flatMap((steps, index) => {
        const value = steps === 0 ? fact : shifted(fact, steps);
        return value ? [`${LABELS[index]} ${renderFact(value)}`] : [];
      });
      return line(fact, around.join(', '));
    })
    .join('\n');

/** The right value and a rival, each under an innocuous label ("기존집계 5곳, 최신집계 4곳"). */
const labelledHedge: Attack = ({ task }) =>
  task.golden.answer.facts
    .map((fact) => {
      const other = rival(fact);
      return line(fact, other ? `기존집계 ${renderFact(fact)}, 최신집계 ${other}` : renderFact(fact));
    })
    .join('\n');

/** Each fact with a rival beside it, after it, before it, in parentheses, or on a line of its own for
 *  the same subject: one more candidate per slot is still two answers. */
const secondValue: Attack = ({ task }) =>
  task.golden.answer.facts
    .map((fact, index) => {
      const other = rival(fact);
      const right = renderFact(fact);
      if (!other) return line(fact, right);
      switch (index % 4) {
        case 0:
          return line(fact, `${right}, ${other}`);
        case 1:
          return line(fact, `${other}, ${right}`);
        case 2:
          return line(fact, `(${right}) (${other})`);
        default:
          return `${line(fact, right)}\n${line(fact, other)}`;
      }
    })
    .join('\n');

/** A short spray after the right calls: each number or date among its ten nearest values. */
const nearSpray: Attack = ({ task }) =>
  task.golden.answer.facts
    .map((fact) => {
      const around = [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5].flatMap((steps) => {
        const value = steps === 0 ? fact : shifted(fact, steps);
        return value ? [renderFact(value)] : [];
      });
      return line(fact, around.join(', '));
    })
    .join('\n');

/**
 * The task has a number or a date fact to spray around whose values are not themselves the names of
 * its records: "4교시" is both the answer to 몇 교시 and the row a timetable's other facts belong to,
 * and a spray of those is not caught yet (a known gap, with lists of names for text facts).
 */
const hasScalarFact = (task: Task) =>
  task.golden.answer.facts.some((fact) => ['number', 'date'].includes(asGradedFact(fact).kind)) &&
  !valuesNameRecords(task);

/** A number or date fact whose value is also a record's name ("4교시" in a timetable). */
function valuesNameRecords(task: Task): boolean {
  const subjects = new Set(
    task.golden.answer.facts.flatMap((fact) => (fact.subject ? [fact.subject.replace(/\s+/g, '')] : [])),
  );
  return task.golden.answer.facts.some(
    (fact) =>
      ['number', 'date'].includes(asGradedFact(fact).kind) && subjects.has(renderFact(fact).replace(/\s+/g, '')),
  );
}

/** The conclusion denied, or the first text fact denied. */
const negate: Attack = ({ task }) =>
  task.golden.answer.facts
    .map((fact, index) => {
      const target = task.golden.answer.facts.findIndex((candidate) => candidate.conclusion);
      const chosen = Math.max(target, 0);
      return index === chosen ? `${line(fact, renderFact(fact))}는 아닙니다` : line(fact, renderFact(fact));
    })
    .join('\n');

interface AdversarySpec {
  /** The attack has material on this task (another entity to swap with, a value to hedge with). */
  applies?: (task: Task) => boolean;
  /** Make the golden calls first (with a wrong key for `wrong-key`). */
  calls: 'none' | 'golden' | 'wrong-key';
  answer: Attack | 'golden';
}

export const ADVERSARIES: Readonly<Record<string, AdversarySpec>> = {
  'no-call-spray': { calls: 'none', answer: spray },
  'near-spray': { calls: 'golden', answer: nearSpray, applies: hasScalarFact },
  'dump-all-results': { calls: 'golden', answer: dump },
  superstring: { calls: 'golden', answer: superstring, applies: (task) => superstringTarget(task) >= 0 },
  'swapped-entities': { calls: 'golden', answer: swap, applies: (task) => swapMaterial(task) },
  hedge: { calls: 'golden', answer: hedge },
  'labelled-spray': { calls: 'golden', answer: labelledSpray, applies: hasScalarFact },
  'labelled-hedge': {
    calls: 'golden',
    answer: labelledHedge,
    applies: (task) => hasRival(task) && !valuesNameRecords(task),
  },
  'second-value': { calls: 'golden', answer: secondValue, applies: hasRival },
  'negated-answer': { calls: 'golden', answer: negate },
  'golden-answer-no-calls': { calls: 'none', answer: 'golden' },
  // Only tasks whose plan reads with a key: a key-free plan (grid conversions) has none to get wrong.
  'wrong-key-calls': {
    calls: 'wrong-key',
    answer: 'golden',
    applies: (task) => task.golden.actions.some((action) => isKeyTool(action.tool)),
  },
};

export function createAdversaryAgent(name: string): Agent {
  const spec = ADVERSARIES[name];
  if (!spec) throw new Error(`no adversary ${name}; known: ${Object.keys(ADVERSARIES).join(', ')}`);
  return {
    name: `attack:${name}`,
    async run({ task, tools, callTool }: AgentContext) {
      const replay =
        spec.calls === 'none'
          ? { steps: 0, outputs: [] }
          : await replayGolden({
              task,
              tools,
              callTool,
              ...(spec.calls === 'wrong-key' ? { key: 'WRONG-KEY-0000' } : {}),
            });
      const answer =
        spec.answer === 'golden'
          ? renderAnswer(task.golden.answer.facts)
          : spec.answer({ task, outputs: replay.outputs });
      return scriptedResult(answer, replay.steps);
    },
  };
}
