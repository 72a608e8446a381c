// `kopa play <task-id>`: a person or a helper model solves one task as the agent does. Each command is
// its own process (the play directory keeps the calls and every command replays them), so a script
// can drive it one call at a time; `-i` runs the same steps as a readline loop. The answer becomes a
// graded rollout of agent `human`; its verdict is printed only with --show-grade.
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import {
  briefJson,
  describeTools,
  formatBrief,
  formatVerdict,
  PlayError,
  type PlayedCall,
  playAnswer,
  playCall,
  playTools,
  type StartedPlay,
  startPlay,
  toolsForModel,
  verdictJson,
} from '@kopa/evaluator';
import type { Command } from 'commander';
import { ROOT } from './docs.ts';

interface PlayFlags {
  tasks?: string;
  dir?: string;
  restart?: boolean;
  call?: string;
  args?: string;
  tools?: boolean;
  answer?: string;
  showGrade?: boolean;
  json?: boolean;
  runsDir: string;
  runId?: string;
  interactive?: boolean;
}

interface PlayTarget {
  taskId: string;
  tasks?: string;
  directory: string;
}

const printJson = (value: unknown) => console.log(JSON.stringify(value, null, 2));

function target(taskId: string, flags: PlayFlags): PlayTarget {
  return {
    taskId,
    ...(flags.tasks ? { tasks: resolve(flags.tasks) } : {}),
    directory: resolve(flags.dir ?? resolve(ROOT, 'runs', 'play', taskId)),
  };
}

/** At most one action per command, and --args only with --call. */
function checkFlags(flags: PlayFlags): void {
  const actions = (['call', 'tools', 'answer', 'interactive'] as const).filter((name) => flags[name] !== undefined);
  if (actions.length > 1)
    throw new PlayError(
      'bad_args',
      `choose one of --call, --tools, --answer and -i per command (got ${actions.map((name) => `--${name}`).join(', ')})`,
    );
  if (flags.restart && (flags.call !== undefined || flags.tools || flags.answer !== undefined))
    throw new PlayError(
      'bad_args',
      '--restart begins a play: use it alone (`kopa play <task-id> --restart`) or with -i',
    );
  if (flags.showGrade && (flags.call !== undefined || flags.tools))
    throw new PlayError('bad_args', '--show-grade goes with --answer (or -i)');
  if (flags.args !== undefined && flags.call === undefined)
    throw new PlayError(
      'bad_args',
      `--args goes with --call, e.g. --call dart_search_corp_code --args '{"corp_name":"삼성전자"}'`,
    );
}

function printStart(started: StartedPlay, flags: PlayFlags): void {
  const { play, brief } = started;
  if (flags.json) {
    printJson({
      ...briefJson(brief),
      dir: play.directory,
      started: started.started,
      calls: play.calls.length,
      answered: play.answer !== undefined,
    });
    return;
  }
  console.log(formatBrief(brief));
  const progress = started.started
    ? 'started'
    : `${play.calls.length} call(s) so far${play.answer ? `; answered (run ${play.answer.run})` : ''}; --restart begins again`;
  console.log(`\nPlay dir: ${play.directory} (${progress})`);
  console.log(
    `Next: kopa play ${brief.taskId} --call <tool> --args '<json>', then kopa play ${brief.taskId} --answer '<text>'`,
  );
}

function printCall(call: PlayedCall, flags: PlayFlags): void {
  if (flags.json) printJson({ index: call.index, tool: call.tool, args: call.args, result: call.shown });
  else {
    // stdout carries the result exactly as the model reads it; the bookkeeping goes to stderr.
    console.log(call.text);
    console.error(`(call ${call.index}: ${call.tool}, recorded)`);
  }
}

async function answer(options: { target: PlayTarget; text: string; flags: PlayFlags }): Promise<void> {
  const { flags } = options;
  const answered = await playAnswer({
    ...options.target,
    answer: options.text,
    runsDir: resolve(flags.runsDir),
    ...(flags.runId ? { runId: flags.runId } : {}),
  });
  if (flags.json) {
    printJson({
      taskId: answered.taskId,
      run: answered.run,
      key: answered.record.key,
      agent: answered.record.agent,
      steps: answered.record.steps,
      ...(flags.showGrade ? { grade: verdictJson(answered.grades) } : {}),
    });
    return;
  }
  console.log(
    `answer recorded: rollout ${answered.record.key} of agent ${answered.record.agent} written to ${answered.run} (rollouts.jsonl, summary.json, report.html)`,
  );
  if (flags.showGrade) console.log(formatVerdict(answered.grades));
}

const HELP = [
  'commands:',
  '  tools                 the offered tools',
  '  call <tool> [<json>]  one tool call, e.g. call dart_search_corp_code {"corp_name":"삼성전자"}',
  '  answer <text>         the final answer: records it and grades the rollout, then quits',
  '  help                  this list',
  '  quit                  leave (the calls so far stay in the play directory)',
].join('\n');

/** The readline loop of `-i`: the same play directory and functions as the one-shot commands. */
async function interactive(options: { target: PlayTarget; flags: PlayFlags }): Promise<void> {
  const { target: where, flags } = options;
  printStart(await startPlay({ ...where, ...(flags.restart ? { restart: true } : {}) }), { ...flags, json: false });
  console.log(`\n${HELP}`);
  const lines = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  lines.setPrompt('play> ');
  lines.prompt();
  try {
    for await (const line of lines) {
      const [command = '', ...rest] = line.trim().split(/\s+/);
      const text = line.trim().slice(command.length).trim();
      try {
        if (command === 'quit' || command === 'exit') break;
        if (command === 'answer') {
          await answer({ target: where, text, flags: { ...flags, json: false } });
          break;
        }
        if (command === 'tools') console.log(describeTools(await playTools(where)));
        else if (command === 'call') {
          const [tool = ''] = rest;
          if (!tool) throw new PlayError('bad_args', 'call needs a tool name: call <tool> [<json>]');
          printCall(await playCall({ ...where, tool, args: text.slice(tool.length).trim() }), {
            ...flags,
            json: false,
          });
        } else if (command === 'help') console.log(HELP);
        else if (command !== '') console.log(`unknown command "${command}"\n${HELP}`);
      } catch (error) {
        if (!(error instanceof PlayError) || error.exitCode > 1) throw error;
        console.error(`kopa: ${error.message}`);
      }
      lines.prompt();
    }
  } finally {
    lines.close();
  }
}

export function registerPlay(program: Command): void {
  program
    .command('play')
    .description('solve one task yourself, as the agent does; the answer is graded as a rollout of agent `human`')
    .argument('<task-id>', 'the task, e.g. finance-001')
    .option('--tasks <path>', 'task directory or .json/.jsonl (default: the benchmark)')
    .option('--dir <dir>', 'the play directory (default: runs/play/<task-id>)')
    .option('--restart', 'begin the play afresh, dropping its calls and answer')
    .option('--call <tool>', 'make one tool call and print its result as the model sees it')
    .option('--args <json>', 'the arguments of --call, one JSON object')
    .option('--tools', 'print the offered tools again')
    .option('--answer <text>', 'record the final answer and grade the rollout')
    .option('--show-grade', 'with --answer: print the verdict and the graders’ reasons (not for blind solves)')
    .option('--json', 'machine-readable output')
    .option('--runs-dir <dir>', 'where the graded run is written', resolve(ROOT, 'runs'))
    .option('--run-id <id>', 'run folder name (default: play-<task-id>)')
    .option('-i, --interactive', 'a readline loop: tools, call, answer, help, quit')
    .action(async (taskId: string, flags: PlayFlags) => {
      checkFlags(flags);
      const where = target(taskId, flags);
      if (flags.interactive) await interactive({ target: where, flags });
      else if (flags.call !== undefined)
        printCall(
          await playCall({ ...where, tool: flags.call, ...(flags.args !== undefined ? { args: flags.args } : {}) }),
          flags,
        );
      else if (flags.tools) {
        const tools = await playTools(where);
        if (flags.json) printJson(toolsForModel(tools));
        else console.log(describeTools(tools));
      } else if (flags.answer !== undefined) await answer({ target: where, text: flags.answer, flags });
      else printStart(await startPlay({ ...where, ...(flags.restart ? { restart: true } : {}) }), flags);
    });
}
