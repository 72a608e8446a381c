// The date line an agent's system prompt ends with: the task's frozen session clock (its first
// platform's, or the servers' default), said the way real assistants are told today's date. The
// formatter lives in @kopa/kit so that the synthesizer's exports say it the same way.
import { describeNow, sessionNow, withSessionDate } from '@kopa/kit';
import type { Task } from '@kopa/tasks';

type Clocked = Pick<Task, 'platforms' | 'state'>;

/** `현재 시각: 2026년 9월 1일 (화) 오전 10:00 (KST, Asia/Seoul)` for the task's session clock. */
export function currentDateLine(task: Clocked): string {
  return describeNow(sessionNow({ platforms: task.platforms, state: task.state }));
}

/** The system prompt with the task's date line appended (once). */
export function withCurrentDate(options: { system: string; task: Clocked }): string {
  return withSessionDate({ system: options.system, platforms: options.task.platforms, state: options.task.state });
}
