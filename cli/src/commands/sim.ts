// `kopa sim serve`: the emulated upstreams over loopback HTTP, at /<platform>/<real path>.
import { parseSimClock, type SimClock, startSimServer } from '@kopa/kit';
import { selectPlatforms } from '@kopa/servers';
import { type Command, InvalidArgumentError } from 'commander';
import { closeOnSignal, collect, parseHostPort, readStateFile } from './options.ts';

export function registerSim(program: Command): void {
  const sim = program.command('sim').description('the emulated upstream APIs');
  sim
    .command('serve')
    .description('serve the emulated upstreams over loopback HTTP (real paths, envelopes and codes)')
    .argument('[platforms...]', 'platforms (default: all)')
    .option('--listen <host:port>', 'address (default 127.0.0.1:7400)', parseHostPort)
    .option('--state <file>', 'JSON file of injected state, {"<platform>": State}', readStateFile)
    .option(
      '--clock <wall|iso>',
      '"wall" follows the real clock with data generated up to today; an ISO date-time with offset answers at that instant (default: the state clock, 2026-09-01T10:00+09:00)',
      (text: string) => {
        try {
          return parseSimClock(text);
        } catch (error) {
          throw new InvalidArgumentError((error as Error).message);
        }
      },
    )
    .option(
      '--allow-origin <origin>',
      'also accept browser requests from this origin (repeatable; * for any)',
      collect,
      [],
    )
    .option('--allow-host <host>', 'also accept this Host header name (repeatable; * for any)', collect, [])
    .action(
      async (
        platformIds: string[],
        flags: {
          listen?: { host: string; port: number };
          state?: Record<string, unknown>;
          clock?: SimClock;
          allowOrigin: string[];
          allowHost: string[];
        },
      ) => {
        const platforms = selectPlatforms(platformIds);
        const server = await startSimServer({
          platforms,
          ...(flags.listen ?? { port: 7400 }),
          ...(flags.state ? { state: flags.state } : {}),
          ...(flags.clock ? { clock: flags.clock } : {}),
          allowOrigins: flags.allowOrigin,
          allowHosts: flags.allowHost,
        });
        const clock =
          flags.clock === undefined || flags.clock === 'state'
            ? "each platform's state clock (2026-09-01T10:00+09:00 unless --state sets one)"
            : flags.clock === 'wall'
              ? 'the wall clock, data generated up to today'
              : `${flags.clock.at}, data generated up to that day`;
        process.stderr.write(
          `kopa sim at ${server.url} (emulated data, not the real APIs; clock: ${clock})\n` +
            platforms
              .map(
                (platform) =>
                  `  ${server.url}/${platform.id}/…  emulates ${platform.baseUrl} (demo key ${platform.auth.demoKey})\n`,
              )
              .join(''),
        );
        closeOnSignal(server);
      },
    );
}
