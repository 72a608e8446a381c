// `kopa serve --stdio <platform>` and `kopa serve --http [host:port] [platforms...]`.
import { resolve } from 'node:path';
import { createRolloutControl, DEFAULT_MAX_ROLLOUTS } from '@kopa/evaluator';
import { createHub, type Hub, serveStdio, startGateway } from '@kopa/kit';
import { findPlatform, selectPlatforms } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import type { Command } from 'commander';
import { closeOnSignal, collect, nonNegativeNumber, parseHostPort, positiveInt, readStateFile } from './options.ts';

interface ServeFlags {
  stdio?: string;
  http?: { host: string; port: number } | true;
  host?: string;
  live?: boolean;
  replay?: string;
  state?: Record<string, unknown>;
  stateFile?: string;
  adminToken?: string;
  idle: number;
  tasks?: string;
  maxRollouts: number;
  allowOrigin: string[];
  allowHost: string[];
}

/** A repeatable flag's values, in order. */

/** `5 recorded exchanges of 2026-12-03 in /path/c.jsonl`, or that there are none. */
function describeCassette(hub: Hub, platform: string): string {
  const cassette = hub.platforms.get(platform)?.cassette;
  if (!cassette?.recorded) return `no recorded exchanges in ${cassette?.file ?? 'the cassette'}: every call will fail`;
  const { from, to } = cassette.recorded;
  const days = from.slice(0, 10) === to.slice(0, 10) ? from.slice(0, 10) : `${from.slice(0, 10)} to ${to.slice(0, 10)}`;
  return `${cassette.exchanges} recorded exchange${cassette.exchanges === 1 ? '' : 's'} of ${days} in ${cassette.file}`;
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
    .option('--replay <cassette>', 'answer from a cassette of `kopa record`; an unrecorded request fails, naming it')
    .option('--state <file>', 'JSON file of injected state, {"<platform>": State}', readStateFile)
    .option('--state-file <file>', 'persist sessions and their user state to this JSON file')
    .option('--admin-token <token>', 'admin bearer token (default: $KOPA_ADMIN_TOKEN, or generated)')
    .option('--idle <minutes>', 'expire idle sessions after this many minutes', nonNegativeNumber, 30)
    .option(
      '--allow-origin <origin>',
      'for --http: also accept browser requests from this origin (scheme://host[:port]; repeatable; * for any); loopback origins are always accepted',
      collect,
      [],
    )
    .option(
      '--allow-host <host>',
      'for --http: also accept this Host header name (repeatable; * for any); loopback names and the bound address are always accepted',
      collect,
      [],
    )
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
      if (flags.live && flags.replay) throw new Error('choose one of --live and --replay');
      const mode = flags.live ? 'live' : flags.replay ? 'replay' : 'offline';
      // A replay never falls back to the emulation: every upstream request is answered by the cassette.
      const replay = flags.replay ? { cassette: resolve(flags.replay) } : {};
      if (flags.stdio && flags.replay) {
        const platform = findPlatform(flags.stdio);
        const hub = await createHub({
          platforms: [platform],
          mode,
          ...replay,
          idleMs: 0,
          ...(flags.stateFile ? { stateFile: flags.stateFile } : {}),
        });
        await serveStdio({ hub, platform, state: flags.state?.[platform.id] });
        process.stderr.write(`kopa: ${platform.id} (replay, ${describeCassette(hub, platform.id)}) on stdio\n`);
        return;
      }
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
        ...replay,
        idleMs,
        ...(flags.stateFile ? { stateFile: flags.stateFile } : {}),
      });
      // The injected state gets a session of its own under a random token, printed below: no client
      // can guess its way into it, and a client without x-kopa-session gets a fresh default session.
      const stateToken = flags.state ? hub.createSession({ state: flags.state }).token : undefined;
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
        allowOrigins: flags.allowOrigin,
        allowHosts: flags.allowHost,
      });
      process.stderr.write(
        `kopa gateway (${mode}) at ${gateway.url}\n` +
          platforms
            .map(
              (platform) =>
                `  ${gateway.url}/mcp/${platform.id}  (${platform.allTools.length} tools` +
                (flags.replay ? `; ${describeCassette(hub, platform.id)}` : '') +
                ')\n',
            )
            .join('') +
          `  admin API: ${gateway.url}/admin/sessions\n` +
          (control ? `  rollouts:  ${gateway.url}/rollouts  (${tasks.length} tasks)\n` : '') +
          (gateway.generatedToken
            ? `  admin token (set KOPA_ADMIN_TOKEN to choose one): ${gateway.adminToken}\n`
            : '') +
          (stateToken ? `  injected --state is bound to x-kopa-session: ${stateToken}\n` : '') +
          (flags.allowOrigin.length ? `  allowed origins beside loopback: ${flags.allowOrigin.join(', ')}\n` : '') +
          (flags.allowHost.length ? `  allowed hosts beside loopback: ${flags.allowHost.join(', ')}\n` : ''),
      );
      closeOnSignal(gateway, hub);
    });
}
