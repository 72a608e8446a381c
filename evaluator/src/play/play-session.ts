// A play session: the task's session rebuilt from its injected state, with exactly the offered tools,
// and the recorded calls made again in order. The emulation is deterministic for a given state, so
// the replay reproduces what the solver saw; a result that differs is an error, never a silent drift.
import { selectPlatforms } from '@kopa/servers';
import type { Task } from '@kopa/tasks';
import { shownHash, shownText } from '../agents/human.ts';
import type { ToolSpec } from '../agents/types.ts';
import { shownResult } from '../agents/types.ts';
import { createInProcessEnvironment } from '../environment.ts';
import { toolSpec } from '../rollout.ts';
import type { PlayCall } from './play-dir.ts';
import { PlayError } from './play-error.ts';
import { argsExample } from './tool-brief.ts';

/** One call's result as the model reads it: the value, its text and the hash recorded for it. */
export interface ShownCall {
  tool: string;
  args: Record<string, unknown>;
  shown: unknown;
  text: string;
  hash: string;
}

export interface PlaySession {
  /** The offered tools, in the order a rollout offers them. */
  tools: readonly ToolSpec[];
  /** Makes one call; an unknown tool is a PlayError that lists the offered ones. */
  call(options: { tool: string; args: Record<string, unknown> }): Promise<ShownCall>;
  close(): Promise<void>;
}

/** The offered tool named `tool`, or a PlayError that lists the offered tools. */
export function offeredTool(options: { tools: readonly ToolSpec[]; tool: string }): ToolSpec {
  const found = options.tools.find((tool) => tool.name === options.tool);
  if (!found)
    throw new PlayError(
      'unknown_tool',
      `"${options.tool}" is not offered in this task; offered tools: ${options.tools.map((tool) => tool.name).join(', ')} (see them with --tools)`,
    );
  return found;
}

/** Parses `--args`: a JSON object, or a PlayError with an example built from the tool's schema. */
export function parseArgs(options: { text: string | undefined; tool?: ToolSpec }): Record<string, unknown> {
  if (options.text === undefined || options.text.trim() === '') return {};
  const example = `e.g. --args '${argsExample(options.tool)}'`;
  let value: unknown;
  try {
    value = JSON.parse(options.text);
  } catch (error) {
    throw new PlayError(
      'bad_args',
      `the arguments are not JSON (${error instanceof Error ? error.message : String(error)}); pass one JSON object, ${example}`,
      { cause: error },
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new PlayError('bad_args', `the arguments must be one JSON object, not ${JSON.stringify(value)}; ${example}`);
  return value as Record<string, unknown>;
}

export async function openPlaySession(options: { task: Task; calls: readonly PlayCall[] }): Promise<PlaySession> {
  const { task } = options;
  const environment = await createInProcessEnvironment(selectPlatforms(task.platforms));
  let session: Awaited<ReturnType<typeof environment.open>> | undefined;
  const close = async () => {
    await session?.close();
    await environment.close();
  };
  try {
    session = await environment.open(task);
    const opened = session;
    const offered = new Set(task.tools);
    const tools = [...opened.tools.values()].filter((tool) => offered.has(tool.name)).map(toolSpec);
    const call = async ({ tool, args }: { tool: string; args: Record<string, unknown> }): Promise<ShownCall> => {
      offeredTool({ tools, tool });
      const shown = shownResult(await opened.callTool(tool, args));
      return { tool, args, shown, text: shownText(shown), hash: shownHash(shown) };
    };
    for (const [index, recorded] of options.calls.entries()) {
      const replayed = await call(recorded);
      if (replayed.hash !== recorded.shown)
        throw new PlayError(
          'replay_mismatch',
          `replaying call ${index + 1} (${recorded.tool}) gave another result than the one shown when it was made (sha256 ${replayed.hash.slice(0, 12)}, recorded ${recorded.shown.slice(0, 12)}); the task or the emulation changed since, so start the solve again with --restart`,
        );
    }
    return { tools, call, close };
  } catch (error) {
    await close();
    throw error;
  }
}
