// How much of the data trainers clip by default (synthesis-anchors §3, §6.4): verl cuts every tool
// response to 256 characters and runs one call per assistant turn, while EDGE's fan-outs return long
// lists in wide turns. The report says how often that bites, so the limits get raised before training.
import { median } from 'simple-statistics';
import type { SynthRecord, Universe } from '../../shared/index.ts';
import { callTurns } from './messages.ts';
import type { TruncationReport } from './schemas.ts';

/** verl's `actor_rollout_ref.rollout.multi_turn.max_tool_response_length` default. */
export const VERL_MAX_TOOL_RESPONSE_LENGTH = 256;

/** Length as Python's len() counts it (code points), since verl slices the response in Python. */
const characters = (text: string) => [...text].length;

export function truncationReport(options: { records: readonly SynthRecord[]; universe: Universe }): TruncationReport {
  const lengths = options.records.flatMap((record) => record.calls.map((call) => characters(call.text)));
  const over = lengths.filter((length) => length > VERL_MAX_TOOL_RESPONSE_LENGTH).length;
  const widestTurn = options.records.flatMap((record) =>
    callTurns({ record, universe: options.universe }).map((turn) => turn.length),
  );
  return {
    verlMaxToolResponseLength: VERL_MAX_TOOL_RESPONSE_LENGTH,
    toolResponses: lengths.length,
    over256: over,
    share: lengths.length ? over / lengths.length : 0,
    maxLength: Math.max(0, ...lengths),
    p50Length: lengths.length ? median(lengths) : 0,
    maxParallelCalls: Math.max(0, ...widestTurn),
  };
}
