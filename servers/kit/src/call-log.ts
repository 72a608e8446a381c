// The call log: every tool call of a session, as the evaluator grades it (DESIGN §3.3, §5).
import { z } from 'zod';

export const CallLogEntry = z.object({
  seq: z.number().int(),
  platform: z.string(),
  tool: z.string(),
  /** The arguments as called, with the auth parameter masked. */
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
  if (typeof output.resultMsg === 'string') summary.resultMsg = output.resultMsg;
  if (Array.isArray(output.items)) summary.itemCount = output.items.length;
  else if (output.item !== undefined) summary.itemCount = 1;
  if (typeof output.totalCount === 'number') summary.totalCount = output.totalCount;
  return summary;
}
