// The call log: every tool call of a session, as the evaluator grades it (DESIGN §3.3, §5).
import { z } from 'zod';
import { clip } from './redact.ts';

/** An entry's arguments are kept whole up to this many bytes of JSON; larger ones are summarized. */
export const LOGGED_ARGS_MAX = 4096;
/** Longer result messages are cut to this many characters. */
export const LOGGED_MESSAGE_MAX = 500;
const SUMMARIZED_STRING = 200;
const SUMMARIZED_ITEMS = 20;

export const CallLogEntry = z.object({
  seq: z.number().int(),
  platform: z.string(),
  tool: z.string(),
  /** The arguments as called, with the auth parameter masked; over LOGGED_ARGS_MAX bytes, long
   *  strings are cut to a prefix with their length and long lists to their first items. */
  args: z.record(z.string(), z.unknown()),
  ok: z.boolean(),
  /** The platform's result code (`000`, `013`, `INFO-000`), or a kit code (`INVALID_ARGS`). */
  resultCode: z.string().optional(),
  resultMsg: z.string().optional(),
  itemCount: z.number().int().optional(),
  totalCount: z.number().int().optional(),
  fault: z.string().optional(),
  durationMs: z.number(),
  at: z.string(),
});
export type CallLogEntry = z.infer<typeof CallLogEntry>;

/** Reads the result code and counts from a normalized output, whatever the family. */
export function summarizeOutput(
  output: Record<string, unknown>,
): Pick<CallLogEntry, 'resultCode' | 'resultMsg' | 'itemCount' | 'totalCount'> {
  const summary: Pick<CallLogEntry, 'resultCode' | 'resultMsg' | 'itemCount' | 'totalCount'> = {};
  if (typeof output.resultCode === 'string') summary.resultCode = output.resultCode;
  if (typeof output.resultMsg === 'string') summary.resultMsg = clip(output.resultMsg, LOGGED_MESSAGE_MAX);
  if (Array.isArray(output.items)) summary.itemCount = output.items.length;
  else if (output.item !== undefined) summary.itemCount = 1;
  if (typeof output.totalCount === 'number') summary.totalCount = output.totalCount;
  return summary;
}

/**
 * The arguments as the log keeps them: whole when small (so graders compare them as called), else
 * summarized, so that a session's log grows by a bounded amount per call whatever it was sent.
 */
export function summarizeArgs(args: Record<string, unknown>): Record<string, unknown> {
  const size = jsonSize(args);
  if (size <= LOGGED_ARGS_MAX) return args;
  const summary = shrink(args, 0) as Record<string, unknown>;
  if (jsonSize(summary) <= LOGGED_ARGS_MAX) return summary;
  return { '(arguments)': `${size} bytes of JSON, not kept; parameters ${clip(Object.keys(args).join(', '), 200)}` };
}

function shrink(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return clip(value, SUMMARIZED_STRING);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= 3) return Array.isArray(value) ? `[${value.length} items]` : '{…}';
  if (Array.isArray(value)) {
    const kept = value.slice(0, SUMMARIZED_ITEMS).map((item) => shrink(item, depth + 1));
    return value.length > SUMMARIZED_ITEMS ? [...kept, `… ${value.length - SUMMARIZED_ITEMS} more items`] : kept;
  }
  const entries = Object.entries(value);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of entries.slice(0, SUMMARIZED_ITEMS)) {
    Object.defineProperty(copy, clip(key, SUMMARIZED_STRING), {
      value: shrink(item, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  if (entries.length > SUMMARIZED_ITEMS) copy['(more)'] = `${entries.length - SUMMARIZED_ITEMS} more parameters`;
  return copy;
}

function jsonSize(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}
