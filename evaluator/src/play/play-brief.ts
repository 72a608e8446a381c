// Starting (or showing) a play: the brief a solver works from, exactly what a model is given — the
// system prompt ending with the session's date line, the user query, and the offered tools.
import type { Task } from '@kopa/tasks';
import { currentDateLine, withCurrentDate } from '../agents/now.ts';
import { DEFAULT_SYSTEM_PROMPT } from '../agents/openai.ts';
import type { ToolSpec } from '../agents/types.ts';
import { createPlayDir, type PlayDir, readPlayDir } from './play-dir.ts';
import { PlayError } from './play-error.ts';
import { openPlaySession } from './play-session.ts';
import { loadPlayTask } from './play-task.ts';
import { describeTools, toolsForModel } from './tool-brief.ts';

export interface PlayBrief {
  taskId: string;
  /** The model's system prompt, which ends with the date line. */
  system: string;
  dateLine: string;
  query: string;
  tools: readonly ToolSpec[];
}

export interface StartedPlay {
  play: PlayDir;
  brief: PlayBrief;
  /** Whether this command started the play (false: it was there and is only shown). */
  started: boolean;
}

/** The brief of a task, with its offered tools listed from a real session. */
export async function playBrief(options: { task: Task }): Promise<PlayBrief> {
  const { task } = options;
  const session = await openPlaySession({ task, calls: [] });
  try {
    return {
      taskId: task.id,
      system: withCurrentDate({ system: DEFAULT_SYSTEM_PROMPT, task }),
      dateLine: currentDateLine(task),
      query: task.query,
      tools: session.tools,
    };
  } finally {
    await session.close();
  }
}

/**
 * Starts a play in `directory`, or shows the one there. A play of another task (or task set) that
 * has calls is kept unless `restart`; `restart` always begins afresh, dropping calls and answer.
 */
export async function startPlay(options: {
  taskId: string;
  tasks?: string;
  directory: string;
  restart?: boolean;
}): Promise<StartedPlay> {
  const task = loadPlayTask(options);
  const existing = readPlayDir(options.directory);
  const same =
    existing?.manifest.taskId === options.taskId && (!options.tasks || existing.manifest.tasks === options.tasks);
  if (existing && !same && existing.calls.length > 0 && !options.restart)
    throw new PlayError(
      'other_task',
      `${options.directory} holds a play of ${existing.manifest.taskId}${existing.manifest.tasks ? ` (from ${existing.manifest.tasks})` : ''} with ${existing.calls.length} call(s); pass --restart to replace it, or another --dir`,
    );
  const keep = existing && same && !options.restart;
  const play = keep
    ? existing
    : createPlayDir({
        directory: options.directory,
        manifest: {
          taskId: task.id,
          ...(options.tasks ? { tasks: options.tasks } : {}),
          startedAt: new Date().toISOString(),
        },
      });
  return { play, brief: await playBrief({ task }), started: !keep };
}

/** The brief as text: system prompt, query, tools. */
export function formatBrief(brief: PlayBrief): string {
  return [
    `Task ${brief.taskId}`,
    `System prompt (as the model gets it; its last line is the session's date):\n${brief.system}`,
    `Query:\n${brief.query}`,
    describeTools(brief.tools),
  ].join('\n\n');
}

/** The brief as JSON: the tools as the model is given them. */
export const briefJson = (brief: PlayBrief) => ({
  taskId: brief.taskId,
  system: brief.system,
  dateLine: brief.dateLine,
  query: brief.query,
  tools: toolsForModel(brief.tools),
});
