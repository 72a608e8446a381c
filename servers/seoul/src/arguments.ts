// Argument checks the schemas cannot state: every string goes into a URL path segment, where a lone
// UTF-16 surrogate cannot be percent-encoded (encodeURIComponent throws), and a YYYYMMDD date must
// exist on the calendar. Both are refused up front, naming the parameter and what to send instead.
// (Generic: a candidate for the kit, beside the size bounds in invoke.ts.)
import { ToolError } from '@kopa/kit';
import { z } from 'zod';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Throws a ToolError naming the first parameter whose text (or list item) has a lone surrogate. */
export function refuseIllFormed(args: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(args)) {
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === 'string' && LONE_SURROGATE.test(text))) {
      throw new ToolError(
        `${name} contains a lone UTF-16 surrogate (half of an emoji, or a character cut in two), which cannot be sent to the upstream. Send ${name} as valid Unicode text and call again.`,
        { parameter: name },
      );
    }
  }
}

/** Whether an 8-digit YYYYMMDD string names a day that exists (no 20260230, no month 13). */
export function isCalendarYmd(text: string): boolean {
  const [year, month, day] = [Number(text.slice(0, 4)), Number(text.slice(4, 6)), Number(text.slice(6, 8))];
  const date = new Date(Date.UTC(year, month - 1, day));
  return month >= 1 && month <= 12 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A YYYYMMDD parameter: eight digits (the pattern the JSON Schema shows) that form a real day. */
export function ymdDate(name: string, example: string) {
  return z
    .string()
    .regex(/^\d{8}$/, `${name} must be a date as YYYYMMDD, e.g. ${example}`)
    .refine((text) => !/^\d{8}$/.test(text) || isCalendarYmd(text), {
      message: `${name} must be a real calendar date as YYYYMMDD (this day does not exist), e.g. ${example}`,
    });
}
