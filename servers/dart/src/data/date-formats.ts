// The date formats DART prints inside its responses, beside the YYYYMMDD the world's calendar uses.
import { civilOf, type Day, padNumber } from '@kopa/world';

/** 'YYYY년 MM월 DD일', the format of dates inside DS005 event responses. */
export function koreanDate(value: Day): string {
  const { year, month, day } = civilOf(value);
  return `${year}년 ${padNumber(month, 2)}월 ${padNumber(day, 2)}일`;
}

/** 'YYYY.MM.DD' (financial-statement period labels, 증자 dates). */
export function dotDate(value: Day): string {
  const { year, month, day } = civilOf(value);
  return `${year}.${padNumber(month, 2)}.${padNumber(day, 2)}`;
}

/** 'YYYY-MM-DD' (stlm_dt). */
export function dashDate(value: Day): string {
  const { year, month, day } = civilOf(value);
  return `${year}-${padNumber(month, 2)}-${padNumber(day, 2)}`;
}
