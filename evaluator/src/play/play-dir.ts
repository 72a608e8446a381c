// The play directory: what a solve has done so far, so that every `kopa play` command can be its own
// process. `play.json` names the task, `calls.jsonl` holds each call made (tool, args and the hash of
// the result shown), `answer.json` the final answer once given. Each shape has one zod schema.
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { PlayError } from './play-error.ts';

export const PlayManifest = z
  .object({
    taskId: z.string(),
    /** The task set the task came from, absolute, when it is not the benchmark (`--tasks`). */
    tasks: z.string().optional(),
    startedAt: z.string(),
  })
  .strict();
export type PlayManifest = z.infer<typeof PlayManifest>;

export const PlayCall = z
  .object({
    tool: z.string(),
    args: z.record(z.string(), z.unknown()),
    /** sha256 of the result as shown (agents/human.ts shownHash). */
    shown: z.string(),
  })
  .strict();
export type PlayCall = z.infer<typeof PlayCall>;

export const PlayAnswer = z
  .object({
    answer: z.string(),
    answeredAt: z.string(),
    /** The run directory the graded rollout was written to. */
    run: z.string(),
  })
  .strict();
export type PlayAnswer = z.infer<typeof PlayAnswer>;

const files = (directory: string) => ({
  manifest: join(directory, 'play.json'),
  calls: join(directory, 'calls.jsonl'),
  answer: join(directory, 'answer.json'),
});

function parseFile<T>(schema: z.ZodType<T>, path: string, text: string): T {
  try {
    return schema.parse(JSON.parse(text));
  } catch (error) {
    throw new Error(`${path} is damaged (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
}

export interface PlayDir {
  directory: string;
  manifest: PlayManifest;
  calls: PlayCall[];
  answer?: PlayAnswer;
}

/** The play in `directory`, or undefined when none was started there. */
export function readPlayDir(directory: string): PlayDir | undefined {
  const paths = files(directory);
  if (!existsSync(paths.manifest)) return undefined;
  const manifest = parseFile(PlayManifest, paths.manifest, readFileSync(paths.manifest, 'utf8'));
  const calls = existsSync(paths.calls)
    ? readFileSync(paths.calls, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line, index) => parseFile(PlayCall, `${paths.calls}:${index + 1}`, line))
    : [];
  const answer = existsSync(paths.answer)
    ? parseFile(PlayAnswer, paths.answer, readFileSync(paths.answer, 'utf8'))
    : undefined;
  return { directory, manifest, calls, ...(answer ? { answer } : {}) };
}

/** The play in `directory`; a PlayError that says how to start one when there is none. */
export function requirePlayDir(options: { directory: string; taskId: string }): PlayDir {
  const play = readPlayDir(options.directory);
  if (!play)
    throw new PlayError(
      'not_started',
      `no play of ${options.taskId} in ${options.directory}; start it with \`kopa play ${options.taskId}\` (with the same --dir)`,
    );
  if (play.manifest.taskId !== options.taskId)
    throw new PlayError(
      'other_task',
      `${options.directory} holds a play of ${play.manifest.taskId}, not ${options.taskId}; pass another --dir`,
    );
  return play;
}

/** Starts a play afresh: the manifest written, earlier calls and answer removed. */
export function createPlayDir(options: { directory: string; manifest: PlayManifest }): PlayDir {
  const paths = files(options.directory);
  mkdirSync(options.directory, { recursive: true });
  rmSync(paths.calls, { force: true });
  rmSync(paths.answer, { force: true });
  writeFileSync(paths.manifest, `${JSON.stringify(options.manifest, null, 2)}\n`);
  return { directory: options.directory, manifest: options.manifest, calls: [] };
}

export function appendPlayCall(options: { directory: string; call: PlayCall }): void {
  appendFileSync(files(options.directory).calls, `${JSON.stringify(PlayCall.parse(options.call))}\n`);
}

export function writePlayAnswer(options: { directory: string; answer: PlayAnswer }): void {
  writeFileSync(files(options.directory).answer, `${JSON.stringify(options.answer, null, 2)}\n`);
}
