// A fact's value against one mention: numbers within the fact's tolerance or the rounding the words
// imply, signs in words, units that agree; dates and times in every reading; phones by digits.
import { asGradedFact, type Fact } from '@kopa/tasks';
import { type Mention, normalizeUnit, unitsAgree } from './mentions.ts';

/** A query that asks for a fall: "몇 % 하락", "얼마나 줄었". A positive fact is then the size of it. */
export const NEGATIVE_DIRECTION = /(하락|감소|떨어|줄어|줄었|내려|적자|손실)/;

function numberMatches(options: { mention: Mention & { kind: 'number' }; fact: Fact; target: number; query: string }) {
  const { mention, fact, target, query } = options;
  if (!unitsAgree(fact.unit, mention.unit)) return false;
  const tolerance = fact.tolerance ?? (Number.isInteger(target) ? 0 : 0.005);
  const close = (value: number) => {
    if (Math.abs(value - target) <= tolerance + 1e-9) return true;
    // Rounded as the words say ("약 2조 4,960억", "약 5.8%"), and within 0.5% of the value.
    if (mention.rounding === undefined) return false;
    // Rounded to the nearest unit or cut down to it: the truth lies in [stated − ½ unit, stated + 1 unit).
    const above = Math.abs(target) - Math.abs(value);
    const unit = mention.rounding;
    return above >= -unit / 2 - 1e-9 && above < unit && Math.abs(above) <= Math.abs(target) * 0.005 + 1e-9;
  };
  if (close(mention.value)) return true;
  // "5.78% 하락" states −5.78; it states 5.78 when the query itself asks how far it fell.
  return Boolean(mention.signFromWords) && target > 0 && NEGATIVE_DIRECTION.test(query) && close(-mention.value);
}

export function matchesValue(options: {
  mention: Mention;
  fact: Fact;
  value: number | string;
  query: string;
}): boolean {
  const { mention, fact, value, query } = options;
  switch (fact.kind) {
    case 'number':
      return mention.kind === 'number' && numberMatches({ mention, fact, target: Number(value), query });
    case 'date':
      return mention.kind === 'date' && mention.values.includes(String(value).replace(/\D/g, ''));
    case 'time': {
      const [hours = '', minutes = ''] = String(value).split(':');
      return mention.kind === 'time' && mention.values.includes(`${hours.padStart(2, '0')}:${minutes}`);
    }
    case 'phone':
      return mention.kind === 'phone' && mention.digits === String(value).replace(/\D/g, '');
    default:
      return false;
  }
}

export { asGradedFact, normalizeUnit };

/** The mention states `value` to its last digit: "37.5617" states 37.56173746, not 37.559169718. */
export function statesToLastDigit(mention: Mention, value: number): boolean {
  if (mention.kind !== 'number') return false;
  const half = Math.max(mention.place ?? 1, mention.rounding ?? 0) / 2 + 1e-9;
  return [mention.value, ...(mention.signFromWords ? [-mention.value] : [])].some(
    (stated) => Math.abs(stated - value) <= half,
  );
}
