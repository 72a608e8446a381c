#!/usr/bin/env -S node --import tsx
// The `kopa` CLI (DESIGN §1): each subcommand parses its flags and calls a package function.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command } from 'commander';
import { registerAudit } from './commands/audit.ts';
import { registerBundle } from './commands/bundle.ts';
import { registerDocs } from './commands/docs.ts';
import { registerEval } from './commands/eval.ts';
import { registerPlay } from './commands/play.ts';
import { registerRecord } from './commands/record.ts';
import { registerReward } from './commands/reward.ts';
import { registerServe } from './commands/serve.ts';
import { registerSim } from './commands/sim.ts';
import { registerSynth } from './commands/synth.ts';
import { registerTasks } from './commands/tasks.ts';

const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
  version: string;
};

/** An error as `kopa: <one line>` (the lines of a longer message are joined with `; `). */
function oneLine(message: string): string {
  return `kopa: ${message
    .replace(/^error: /, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('; ')}\n`;
}

// Commander's own errors (unknown option, bad argument, missing value) come out the same way as
// ours; the settings are inherited by every subcommand registered below.
const program = new Command('kopa')
  .description('KOPA: Korean open public APIs over MCP — servers, evaluator and EDGE synthesizer')
  .version(version, '-V, --version', 'print the version')
  .configureOutput({
    outputError: (message, write) => write(oneLine(`${message.trim()} (see --help)`)),
  });
registerServe(program);
registerSim(program);
registerRecord(program);
registerDocs(program);
registerTasks(program);
registerEval(program);
registerPlay(program);
registerSynth(program);
registerAudit(program);
registerReward(program);
registerBundle(program);

// No stack traces for user errors; KOPA_DEBUG=1 prints the stack of any error as well.
program.parseAsync(process.argv).catch((error: unknown) => {
  if (process.env.KOPA_DEBUG && error instanceof Error && error.stack) console.error(error.stack);
  process.stderr.write(oneLine(error instanceof Error ? error.message : String(error)));
  // 1: a usage error; a command may name its own (`kopa eval`: 2 when the run itself failed).
  const code = (error as { exitCode?: unknown })?.exitCode;
  process.exit(typeof code === 'number' && code > 1 ? code : 1);
});
