// Property-based fuzzing of every tool of every platform over stdio (issue 18, item 5): the SDK's
// stdio client against a spawned `bin/kopa serve --stdio <platform>`, with the same properties as
// over HTTP. The server's stderr is shown with a failure, since it holds an internal error's stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS } from '../src/index.ts';
import { KNOWN_FAILURES } from './support/fuzz-known.ts';
import { collectFuzzValues } from './support/fuzz-pool.ts';
import { describeFailure, fuzzPlatform } from './support/fuzz-run.ts';
import { connectStdio, type FuzzConnection } from './support/fuzz-transports.ts';
import type { ValuePool } from './support/value-pool.ts';

const PLATFORM_TIMEOUT_MS = 600_000;
let pool: ValuePool;
// One server process per platform, shared by its tests: a spawn costs seconds.
const open = new Map<string, Promise<FuzzConnection>>();

beforeAll(async () => {
  pool = await collectFuzzValues();
}, 120_000);
afterAll(async () => {
  const connections = await Promise.all(open.values());
  await Promise.all(connections.map((connection) => connection.close()));
});

const known = KNOWN_FAILURES.filter((failure) => failure.transports.includes('stdio'));

function stdioFor(platform: string): Promise<FuzzConnection> {
  let connection = open.get(platform);
  if (!connection) {
    connection = connectStdio({ platform });
    open.set(platform, connection);
  }
  return connection;
}

describe('fuzzing every tool over stdio', () => {
  it.each(PLATFORMS.map((platform) => platform.id))(
    '%s: admitted inputs never give INTERNAL_ERROR, refused ones name the parameter',
    async (platform) => {
      const connection = await stdioFor(platform);
      const failures = await fuzzPlatform({ platform, ...connection, pool, skip: known });
      expect(failures.map(describeFailure), connection.stderr().slice(-4000)).toEqual([]);
      expect(await connection.alive(), 'the server still answers a ping').toBe(true);
    },
    PLATFORM_TIMEOUT_MS,
  );

  for (const failure of known) {
    const platform = failure.tool.split('_')[0] ?? '';
    it.fails(
      `${failure.tool} [${failure.property}] fails today: ${failure.why}`,
      async () => {
        const connection = await stdioFor(platform);
        const failures = await fuzzPlatform({ platform, ...connection, pool, only: failure });
        expect(failures.map(describeFailure)).toEqual([]);
      },
      PLATFORM_TIMEOUT_MS,
    );
  }
});
