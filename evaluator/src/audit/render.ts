// Writing a fact the ways Korean users write it, for the paraphrase agents of the grader audit:
// amounts in 조/억, signs in words, native counts, times in words, yearless dates, phone formats.
import type { Fact } from '@kopa/tasks';
import { renderFact } from '../agents/oracle.ts';
import { asGradedFact } from '../grade/values.ts';

const NATIVE = ['', '한', '두', '세', '네', '다섯', '여섯', '일곱', '여덟', '아홉', '열'];
const NATIVE_COUNTERS = new Set(['건', '곳', '명', '개', '번', '표', '권', '가지', '회']);
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** 은/는 by the last syllable's final consonant. */
export function topic(word: string): string {
  const last = word.at(-1) ?? '';
  const code = last.charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return `${word}은(는)`;
  return `${word}${code % 28 === 0 ? '는' : '은'}`;
}

const grouped = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 6 }).replace(/\u00a0/g, ',');

/** 2,496,049,188,787 → "약 2조 4,960억 4,918만"; exact when nothing below 만 is dropped. */
function koreanAmount(value: number): string {
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  const jo = Math.floor(magnitude / 1e12);
  const eok = Math.floor((magnitude % 1e12) / 1e8);
  const man = Math.floor((magnitude % 1e8) / 1e4);
  const exact = magnitude % 1e4 === 0;
  const parts = [jo ? `${grouped(jo)}조` : '', eok ? `${grouped(eok)}억` : '', man ? `${grouped(man)}만` : '']
    .filter(Boolean)
    .join(' ');
  return `${exact ? '' : '약 '}${sign}${parts}`;
}

function time(value: string, variant: number): string {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  if (variant % 2 === 0) return `${hours}시${minutes ? ` ${String(minutes).padStart(2, '0')}분` : ''}`;
  const period = hours < 12 ? '오전' : '오후';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${period} ${twelve}시${minutes ? ` ${minutes}분` : ''}`;
}

export interface RenderState {
  /** The last date written, so that later dates drop the year it implies. */
  lastYear?: string;
  index: number;
}

/** A fact in a Korean user's words. */
export function paraphrase(original: Fact, state: RenderState): string {
  const fact = asGradedFact(original);
  const variant = state.index++;
  switch (fact.kind) {
    case 'number': {
      const value = Number(fact.value);
      const unit = fact.unit ?? '';
      if (Number.isInteger(value) && value >= 1 && value <= 10 && NATIVE_COUNTERS.has(unit))
        return `${NATIVE[value]} ${unit}`;
      if (Math.abs(value) >= 1e8 && unit === '원') return `${koreanAmount(value)} 원`;
      if (value < 0 && (unit === '%' || unit === '%p'))
        return `${grouped(-value)}${unit === '%' ? '퍼센트' : '%p'} 하락`;
      return `${grouped(value)}${unit === '%' ? '퍼센트' : unit}`;
    }
    case 'date': {
      const digits = String(fact.value).replace(/\D/g, '');
      const [year, month, day] = [digits.slice(0, 4), Number(digits.slice(4, 6)), Number(digits.slice(6, 8))];
      const weekday = WEEKDAYS[new Date(Date.UTC(Number(year), month - 1, day)).getUTCDay()];
      const text = state.lastYear === year ? `${month}월 ${day}일(${weekday})` : `${year}년 ${month}월 ${day}일`;
      state.lastYear = year;
      return text;
    }
    case 'time':
      return time(String(fact.value), variant);
    case 'phone': {
      const digits = String(fact.value);
      const area = digits.startsWith('02') ? 2 : 3;
      const tail = digits.slice(-4);
      const middle = digits.slice(area, -4);
      return variant % 2 === 0
        ? `(${digits.slice(0, area)}) ${middle}-${tail}`
        : `${digits.slice(0, area)}.${middle}.${tail}`;
    }
    default:
      return renderFact(original);
  }
}
