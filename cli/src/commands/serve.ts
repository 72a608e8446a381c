// `kopa serve --stdio <platform>` and `kopa serve --http [host:port] [platforms...]`.
import { resolve } from 'node:path';
import { createRolloutControl, DEFAULT_MAX_ROLLOUTS } from '@kopa/evaluator';
import { createHub, serveStdio, startGateway } from '@kopa/kit';
import { findPlatform, selectPlatforms } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import type { Command } from 'commander';
import { nonNegativeNumber, parseHostPort, positiveInt, readStateFile } from './options.ts';

interface ServeFlags {
  stdio?: string;
  http?: { host: string; port: number } | true;
  host?: string;
  live?: boolean;
  state?: Record<string, unknown>;
  stateFile?: string;
  adminToken?: string;
  idle: number;
  tasks?: string;
  maxRollouts: number;
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('serve platforms over MCP: one over stdio, or all over the HTTP gateway')
    .argument('[platforms...]', 'platforms for --http (default: all)')
    .option('--stdio <platform>', 'serve one platform over stdio (for Claude Desktop / Claude Code)')
    .option('--http [host:port]', 'serve the HTTP gateway (default 127.0.0.1:7300)', parseHostPort)
    .option('--host <host>', 'bind address for --http; anything but loopback needs a token')
    .option('--live', 'call the real APIs with KOPA_<PLATFORM>_KEY instead of the offline emulation')
    .option('--state <file>', 'JSON file of injected state, {"<platform>": State}', readStateFile)
    .option('--state-file <file>', 'persist sessions and their user state to this JSON file')
    .option('--admin-token <token>', 'admin bearer token (default: $KOPA_ADMIN_TOKEN, or generated)')
    .option('--idle <minutes>', 'expire idle sessions after this many minutes', nonNegativeNumber, 30)
    .option(
      '--tasks <path>',
      'tasks for the /rollouts control plane: a directory or tasks.jsonl (default: the benchmark)',
    )
    .option(
      '--max-rollouts <n>',
      'live rollouts at most (POST /rollouts answers 429 beyond)',
      positiveInt,
      DEFAULT_MAX_ROLLOUTS,
    )
    .action(async (platformIds: string[], flags: ServeFlags) => {
      const mode = flags.live ? 'live' : 'offline';
      if (flags.stdio) {
        const platform = findPlatform(flags.stdio);
        await serveStdio({
          platform,
          mode,
          ...(flags.state?.[platform.id] !== undefined ? { state: flags.state[platform.id] } : {}),
          ...(flags.stateFile ? { stateFile: flags.stateFile } : {}),
        });
        process.stderr.write(`kopa: ${platform.id} (${mode}) on stdio\n`);
        return;
      }
      if (!flags.http) throw new Error('choose a transport: --stdio <platform> or --http [host:port]');
      const { host, port } = flags.http === true ? { host: '127.0.0.1', port: 7300 } : flags.http;
      const platforms = selectPlatforms(platformIds);
      const idleMs = flags.idle * 60_000;
      const hub = await createHub({
        platforms,
        mode,
        idleMs,
        ...(flags.stateFile ? { stateFile: flags.stateFile } : {}),
      });
      if (flags.state) hub.createSession({ token: 'default-state', state: flags.state });
      const adminToken = flags.adminToken ?? process.env.KOPA_ADMIN_TOKEN;
      // The benchmark by default, limited to the platforms served; a given task set must fit them.
      const served = new Set(platforms.map((platform) => platform.id));
      const tasks = flags.tasks
        ? loadTasks({ source: resolve(flags.tasks) })
        : loadTasks().filter((task) => task.platforms.every((id) => served.has(id)));
      const control = tasks.length
        ? createRolloutControl({ hub, tasks, maxRollouts: flags.maxRollouts, idleMs })
        : undefined;
      const gateway = await startGateway({
        hub,
        ...(control ? { extensions: [control] } : {}),
        host: flags.host ?? host,
        port,
        idleMs,
        ...(adminToken ? { adminToken } : {}),
      });
      process.stderr.write(
        `kopa gateway (${mode}) at ${gateway.url}\n` +
          platforms
            .map((platform) => `  ${gateway.url}/mcp/${platform.id}  (${platform.allTools.length} tools)\n`)
            .join('') +
          `  admin API: ${gateway.url}/admin/sessions\n` +
          (control ? `  rollouts:  ${gateway.url}/rollouts  (${tasks.length} tasks)\n` : '') +
          (gateway.generatedToken
            ? `  admin token (set KOPA_ADMIN_TOKEN to choose one): ${gateway.adminToken}\n`
            : '') +
          (flags.state ? `  injected --state is bound to x-kopa-session: default-state\n` : ''),
      );
      const stop = async () => {
        await gateway.close();
        await hub.close();
        process.exit(0);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
