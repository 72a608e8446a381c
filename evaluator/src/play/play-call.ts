// One tool call of a play: the session rebuilt and the earlier calls replayed, then this call made,
// its result returned exactly as the model would read it and appended to calls.jsonl.
import { appendPlayCall, readPlayDir } from './play-dir.ts';
import { PlayError } from './play-error.ts';
import { offeredTool, openPlaySession, parseArgs, type ShownCall } from './play-session.ts';
import { loadPlayTask, resolvePlay } from './play-task.ts';

export interface PlayedCall extends ShownCall {
  /** 1-based position of this call in the play. */
  index: number;
}

/**
 * Makes one call in the play in `directory`. `args` is the `--args` text (JSON) or an object;
 * an unknown tool or arguments that are not a JSON object are a PlayError and nothing is recorded.
 */
export async function playCall(options: {
  taskId: string;
  tasks?: string;
  directory: string;
  tool: string;
  args?: string | Record<string, unknown>;
}): Promise<PlayedCall> {
  const { play, task } = resolvePlay(options);
  if (play.answer)
    throw new PlayError(
      'answered',
      `this play was answered at ${play.answer.answeredAt} (run ${play.answer.run}); start again with --restart to make more calls`,
    );
  const session = await openPlaySession({ task, calls: play.calls });
  try {
    const tool = offeredTool({ tools: session.tools, tool: options.tool });
    const args = typeof options.args === 'object' ? options.args : parseArgs({ text: options.args, tool });
    const shown = await session.call({ tool: options.tool, args });
    appendPlayCall({ directory: options.directory, call: { tool: shown.tool, args: shown.args, shown: shown.hash } });
    return { ...shown, index: play.calls.length + 1 };
  } finally {
    await session.close();
  }
}

/** The offered tools of the play's task (for `--tools`), whether or not a play was started. */
export async function playTools(options: { taskId: string; tasks?: string; directory: string }) {
  const task = readPlayDir(options.directory) ? resolvePlay(options).task : loadPlayTask(options);
  const session = await openPlaySession({ task, calls: [] });
  try {
    return session.tools;
  } finally {
    await session.close();
  }
}
