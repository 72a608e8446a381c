// `kopa reward serve`: the RL reward endpoint. Loads a task set and serves the evaluator's graders
// over HTTP for verl's compute_score and TRL reward functions.

import { resolve } from 'node:path';
import { startRewardServer } from '@kopa/evaluator';
import { loadTasks } from '@kopa/tasks';
import { type Command, InvalidArgumentError } from 'commander';
import { closeOnSignal } from './options.ts';

interface RewardServeFlags {
  tasks?: string;
  port: number;
  host: string;
  token?: string;
}

const port = (value: string) => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new InvalidArgumentError('expected a port number from 0 to 65535');
  }
  return parsed;
};

export function registerReward(program: Command): void {
  const reward = program.command('reward').description("RL rewards from the evaluator's graders");
  reward
    .command('serve')
    .description('score finished trajectories over HTTP (POST /score, POST /score/batch) for verl and TRL')
    .option('--tasks <path>', 'task directory or .json/.jsonl, e.g. a synthesized tasks.jsonl (default: the benchmark)')
    .option('--port <port>', 'port to listen on', port, 8790)
    .option('--host <host>', 'bind address; anything but loopback needs a token', '127.0.0.1')
    .option('--token <token>', 'bearer token clients must send (default: $KOPA_REWARD_TOKEN)')
    .action(async (flags: RewardServeFlags) => {
      const tasks = loadTasks(flags.tasks ? { source: resolve(flags.tasks) } : {});
      const token = flags.token ?? process.env.KOPA_REWARD_TOKEN;
      const server = await startRewardServer({
        tasks,
        port: flags.port,
        host: flags.host,
        ...(token ? { token } : {}),
      });
      process.stderr.write(
        `kopa reward server at ${server.url} (${tasks.length} tasks${token ? ', bearer token required' : ''})\n` +
          `  POST ${server.url}/score        {"task_id", "messages" | "solution_str"}\n` +
          `  POST ${server.url}/score/batch  {"items": [...]}\n`,
      );
      closeOnSignal(server);
    });
}
