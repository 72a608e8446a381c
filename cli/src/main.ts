#!/usr/bin/env -S node --import tsx
// The `kopa` CLI (DESIGN §1): each subcommand parses its flags and calls a package function.
import { Command } from 'commander';
import { registerAudit } from './commands/audit.ts';
import { registerDocs } from './commands/docs.ts';
import { registerEval } from './commands/eval.ts';
import { registerReward } from './commands/reward.ts';
import { registerServe } from './commands/serve.ts';
import { registerSim } from './commands/sim.ts';
import { registerSynth } from './commands/synth.ts';
import { registerTasks } from './commands/tasks.ts';

const program = new Command('kopa')
  .description('KOPA: Korean open public APIs over MCP — servers, evaluator and EDGE synthesizer')
  .showHelpAfterError('(run with --help for usage)');
registerServe(program);
registerSim(program);
registerDocs(program);
registerTasks(program);
registerEval(program);
registerSynth(program);
registerAudit(program);
registerReward(program);

program.parseAsync(process.argv).catch((error: unknown) => {
  console.error(`kopa: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
