// The expected failures of `kopa play`, each with a code and a message that says what to do next.
// The CLI prints the message as one line; `exitCode` 2 marks a solve that can no longer be trusted
// (a replay that differs), 1 a usage error.

export type PlayErrorCode =
  | 'unknown_task'
  | 'unknown_tool'
  | 'bad_args'
  | 'not_started'
  | 'other_task'
  | 'answered'
  | 'run_exists'
  | 'replay_mismatch'
  | 'rollout_failed';

export class PlayError extends Error {
  readonly exitCode: number;

  constructor(
    readonly code: PlayErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PlayError';
    this.exitCode = code === 'replay_mismatch' || code === 'rollout_failed' ? 2 : 1;
  }
}
