// A text fact whose value is a time, a phone number, an amount or a count is graded as one: "7:00"
// is 07:00, "042-217-8778" is its digits, "￦12,000" is 12000 원, "3배" is the number 3 in 배.
// Shared by the grader and the materializer.
import type { Fact } from './schema.ts';

const TIME = /^(\d{1,2}):(\d{2})$/;
const PHONE = /^\(?0\d{1,2}\)?[\s.-]?\d{3,4}[\s.-]\d{4}$/;
/** "￦12,000", "12,000원": an amount in won. */
const WON = /^(?:[￦₩]\s*(-?\d[\d,]*(?:\.\d+)?)|(-?\d[\d,]*(?:\.\d+)?)\s*원)$/;
const COUNTED = /^(-?\d+(?:\.\d+)?)\s*(배|교시|학년|학급|반|명|건|곳|개|표|호|회|년|일|주|번|선|대|면|권|홀|분|%p|%)$/;

export function asGradedFact(fact: Fact): Fact {
  if (fact.kind !== 'text' || typeof fact.value !== 'string') return fact;
  const value = fact.value.trim();
  const time = TIME.exec(value);
  if (time) return { ...fact, kind: 'time', value: `${time[1]?.padStart(2, '0')}:${time[2]}` };
  if (PHONE.test(value)) return { ...fact, kind: 'phone', value: value.replace(/\D/g, '') };
  const won = WON.exec(value);
  if (won) return { ...fact, kind: 'number', value: Number((won[1] ?? won[2] ?? '').replace(/,/g, '')), unit: '원' };
  const counted = COUNTED.exec(value);
  if (counted) return { ...fact, kind: 'number', value: Number(counted[1]), unit: counted[2] ?? '' };
  return fact;
}
