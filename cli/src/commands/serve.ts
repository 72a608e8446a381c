// `kopa serve --stdio <platform>` and `kopa serve --http [host:port] [platforms...]`.
import { createHub, serveStdio, startGateway } from '@kopa/kit';
import { findPlatform, selectPlatforms } from '@kopa/servers';
import type { Command } from 'commander';
import { nonNegativeNumber, parseHostPort, readStateFile } from './options.ts';

interface ServeFlags {
  stdio?: string;
  http?: { host: string; port: number } | true;
  host?: string;
  live?: boolean;
  state?: Record<string, unknown>;
  stateFile?: string;
  adminToken?: string;
  idle: number;
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
      const gateway = await startGateway({
        hub,
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
