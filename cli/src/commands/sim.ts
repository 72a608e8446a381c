// `kopa sim serve`: the emulated upstreams over loopback HTTP, at /<platform>/<real path>.
import { startSimServer } from '@kopa/kit';
import { selectPlatforms } from '@kopa/servers';
import type { Command } from 'commander';
import { parseHostPort, readStateFile } from './options.ts';

export function registerSim(program: Command): void {
  const sim = program.command('sim').description('the emulated upstream APIs');
  sim
    .command('serve')
    .description('serve the emulated upstreams over loopback HTTP (real paths, envelopes and codes)')
    .argument('[platforms...]', 'platforms (default: all)')
    .option('--listen <host:port>', 'address (default 127.0.0.1:7400)', parseHostPort)
    .option('--state <file>', 'JSON file of injected state, {"<platform>": State}', readStateFile)
    .action(
      async (
        platformIds: string[],
        flags: { listen?: { host: string; port: number }; state?: Record<string, unknown> },
      ) => {
        const platforms = selectPlatforms(platformIds);
        const server = await startSimServer({
          platforms,
          ...(flags.listen ?? { port: 7400 }),
          ...(flags.state ? { state: flags.state } : {}),
        });
        process.stderr.write(
          `kopa sim at ${server.url}\n` +
            platforms
              .map(
                (platform) =>
                  `  ${server.url}/${platform.id}/…  emulates ${platform.baseUrl} (demo key ${platform.auth.demoKey})\n`,
              )
              .join(''),
        );
        process.once('SIGINT', () => void server.close().then(() => process.exit(0)));
        process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
      },
    );
}
