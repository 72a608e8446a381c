// A rollout record as one flat trajectory row and back. The row's columns are derived from the
// record; its four JSON columns (messages, calls, grades, record) together hold the record whole, so
// `recordOfRow` gives back exactly what `kopa regrade` reads, and `trajectoryRow(recordOfRow(row))`
// gives the same columns again: that is how `verify-run` finds an edited column.
import type { RolloutRecord } from '../rollout.ts';
import { explain } from '../summary.ts';
import { FLOAT_COLUMNS, TRAJECTORY_COLUMNS, type TrajectoryRow } from './schema.ts';

export function trajectoryRow(record: RolloutRecord): TrajectoryRow {
  const graded = record.infraError ? undefined : record.grades;
  const { trajectory, calls, grades, ...rest } = record;
  const kept: Record<string, unknown> = { ...rest };
  // The messages column holds the trajectory's messages, or a version 1 record's own messages.
  let messages: unknown[] = [];
  let messagesFormat = 'openai-chat';
  if (trajectory) {
    const { messages: chat, ...trajectoryRest } = trajectory;
    kept.trajectory = trajectoryRest;
    messages = chat;
    messagesFormat = trajectory.format;
  } else if (record.messages) {
    delete kept.messages;
    messages = record.messages;
    messagesFormat = 'ai-sdk';
  }
  return {
    key: record.key,
    task_id: record.taskId,
    domain: record.domain,
    type: record.type,
    rollout: record.rollout,
    seed: record.seed,
    agent: record.agent,
    model: record.model ?? null,
    started_at: record.startedAt,
    success: graded ? graded.success : null,
    claimed_success: graded ? graded.claimedSuccess : null,
    response_passed: graded ? graded.response.passed : null,
    response_score: graded ? graded.response.score : null,
    environment_passed: graded ? graded.environment.passed : null,
    action_accuracy: graded ? graded.action.accuracy : null,
    action_precision: graded ? graded.action.precision : null,
    action_f1: graded ? graded.action.f1 : null,
    explanation: explain(record),
    infra_error: record.infraError ? `${record.infraError.type}: ${record.infraError.message}` : null,
    infra_error_type: record.infraError?.type ?? null,
    answer: record.answer,
    steps: record.steps,
    input_tokens: record.usage.inputTokens,
    output_tokens: record.usage.outputTokens,
    duration_ms: record.durationMs,
    model_ms: record.modelMs,
    messages_format: messagesFormat,
    messages: JSON.stringify(messages),
    calls: JSON.stringify(calls),
    grades: grades ? JSON.stringify(grades) : null,
    record: JSON.stringify(kept),
  };
}

/** The original record of a row: `record` with the messages, calls and grades put back. */
export function recordOfRow(row: TrajectoryRow): RolloutRecord {
  const kept = JSON.parse(row.record) as Record<string, unknown>;
  const messages = JSON.parse(row.messages) as unknown[];
  const record: Record<string, unknown> = { ...kept };
  const trajectory = kept.trajectory as Record<string, unknown> | undefined;
  if (trajectory) record.trajectory = { ...trajectory, messages };
  else if (row.messages_format === 'ai-sdk') record.messages = messages;
  record.calls = JSON.parse(row.calls);
  if (row.grades !== null) record.grades = JSON.parse(row.grades);
  return record as unknown as RolloutRecord;
}

/** A number written so that every reader infers a float: `1.0`, not `1`; NaN and ±Infinity as null. */
function float(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return 'null';
  const text = JSON.stringify(value);
  return /[.eE]/.test(text) ? text : `${text}.0`;
}

/** One line of trajectories.jsonl (no newline): the columns in their fixed order. */
export function serializeRow(row: TrajectoryRow): string {
  const fields = TRAJECTORY_COLUMNS.map((column) => {
    const value = row[column];
    const text = FLOAT_COLUMNS.has(column) ? float(value as number | null) : JSON.stringify(value ?? null);
    return `${JSON.stringify(column)}:${text}`;
  });
  return `{${fields.join(',')}}`;
}

/** The derived columns of a row: all but the four that hold the record. */
export const DERIVED_COLUMNS = TRAJECTORY_COLUMNS.filter(
  (column) => !['messages', 'calls', 'grades', 'record'].includes(column),
);
