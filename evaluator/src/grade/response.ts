// RESPONSE: every required fact must appear in the final answer after normalization. Returns the
// share found and, per fact, why it did or did not match.
import type { Fact, Task } from '@kopa/tasks';
import { containsDigits, extractDates, extractNumbers, normalizeText } from './normalize.ts';

export interface FactVerdict {
  fact: Fact;
  found: boolean;
  why: string;
}

export interface ResponseGrade {
  score: number;
  passed: boolean;
  facts: FactVerdict[];
  explanation: string;
}

export function gradeResponse(task: Pick<Task, 'golden'>, answer: string): ResponseGrade {
  const numbers = extractNumbers(answer);
  const dates = new Set(extractDates(answer));
  const text = normalizeText(answer);
  const facts = task.golden.answer.facts.map((fact): FactVerdict => {
    switch (fact.kind) {
      case 'number': {
        const target = Number(fact.value);
        const tolerance = fact.tolerance ?? (Number.isInteger(target) ? 0 : 0.005);
        const hit = numbers.find((value) => Math.abs(value - target) <= tolerance + 1e-9);
        return hit === undefined
          ? { fact, found: false, why: `no number within ±${tolerance} of ${target}${fact.unit ?? ''} in the answer` }
          : { fact, found: true, why: `found ${hit}` };
      }
      case 'date': {
        const wanted = String(fact.value).replace(/\D/g, '');
        return dates.has(wanted)
          ? { fact, found: true, why: `found date ${wanted}` }
          : { fact, found: false, why: `date ${wanted} not in the answer` };
      }
      default: {
        const value = String(fact.value);
        const found = /^\d{6,}$/.test(value) ? containsDigits(answer, value) : text.includes(normalizeText(value));
        return { fact, found, why: found ? `found "${value}"` : `"${value}" not in the answer` };
      }
    }
  });
  const hits = facts.filter((verdict) => verdict.found).length;
  const missing = facts.filter((verdict) => !verdict.found).map((verdict) => verdict.why);
  return {
    score: facts.length ? hits / facts.length : 0,
    passed: hits === facts.length,
    facts,
    explanation: missing.length
      ? `missing ${missing.length}/${facts.length}: ${missing.join('; ')}`
      : `all ${facts.length} facts found`,
  };
}
