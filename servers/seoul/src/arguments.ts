// A YYYYMMDD parameter that must exist on the calendar, refused up front with the form to send.
// (Lone surrogates, which no URL path segment can carry, are refused for every tool by the kit.)
import { isCalendarYmd } from '@kopa/kit';
import { z } from 'zod';

/** A YYYYMMDD parameter: eight digits (the pattern the JSON Schema shows) that form a real day. */
export function ymdDate(name: string, example: string) {
  return z
    .string()
    .regex(/^\d{8}$/, `${name} must be a date as YYYYMMDD, e.g. ${example}`)
    .refine((text) => !/^\d{8}$/.test(text) || isCalendarYmd(text), {
      message: `${name} must be a real calendar date as YYYYMMDD (this day does not exist), e.g. ${example}`,
    });
}
