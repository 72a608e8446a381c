// Classifies one execution of an edge into the outcome classes of paper Table 7 from the real call
// result: the kit's machine-readable error kind for failures, and for successes whether a
// non-generic parameter carried the bound value into the result (semantic) or not (generic-only).
import type { CallResult } from './executor.ts';
import { ENVELOPE_FIELDS } from './fields.ts';
import type { Outcome } from './types.ts';

export interface ClassifyInput {
  result: CallResult;
  /** The destination parameter is generic (key, paging, format). */
  generic: boolean;
  /** The bound parameter. */
  param: string;
  /** The result reflects the bound value (it appears in the output, or the output differs from the
   *  call without it). Only asked for non-empty successes. */
  reflected: () => Promise<boolean> | boolean;
}

export async function classifyCall(input: ClassifyInput): Promise<Outcome> {
  const { result } = input;
  if (!result.ok) return classifyError(result, input.param);
  if (isEmpty(result.output)) return 'empty';
  if (input.generic) return 'generic_success';
  return (await input.reflected()) ? 'semantic_success' : 'generic_success';
}

function classifyError(result: CallResult, param: string): Outcome {
  const error = result.error;
  switch (error?.kind) {
    case 'invalid_args':
    case 'invalid':
      return 'schema_mismatch';
    case 'tool_error':
      // A tool error naming the bound parameter is a rejected value; any other is a state problem.
      return error.parameter === param || result.text.includes(param) ? 'schema_mismatch' : 'other';
    case 'no_data':
      return 'empty';
    case 'rate_limit':
      return 'rate_limit';
    case 'timeout':
      return 'timeout';
    default:
      return 'other';
  }
}

/** A list envelope with no items, or a success carrying no data value outside the envelope (for
 *  example a fresh session's empty bookmark list). */
export function isEmpty(output: Record<string, unknown> | undefined): boolean {
  if (!output) return true;
  if (Array.isArray(output.items)) return output.items.length === 0;
  if (typeof output.totalCount === 'number' && output.totalCount === 0) return true;
  return !Object.entries(output).some(([key, value]) => !ENVELOPE_FIELDS.has(key) && hasData(value));
}

function hasData(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.some(hasData);
  if (typeof value === 'object') return Object.values(value).some(hasData);
  return true;
}

/** The value appears in the output as a whole token (so "11" is not found inside "2011"). */
export function mentions(text: string, value: unknown): boolean {
  const needle = String(value);
  if (needle.length === 0) return false;
  let from = 0;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at < 0) return false;
    const before = text[at - 1] ?? '';
    const after = text[at + needle.length] ?? '';
    const digit = /^\d+$/.test(needle);
    if (!digit || (!/\d/.test(before) && !/\d/.test(after))) return true;
    from = at + 1;
  }
}
