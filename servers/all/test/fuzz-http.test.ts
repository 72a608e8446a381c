// Property-based fuzzing of every tool of every platform over the HTTP gateway (issue 18, item 5):
// a real SDK client per platform with Streamable HTTP, arguments the schema admits and arguments it
// refuses. No admitted input may give INTERNAL_ERROR; every refused one gets an isError result that
// names the parameter; nothing gives a JSON-RPC error, a crash or a hang.
import { createHub, type Gateway, type Hub, startGateway } from '@kopa/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS } from '../src/index.ts';
import { KNOWN_FAILURES } from './support/fuzz-known.ts';
import { collectFuzzValues } from './support/fuzz-pool.ts';
import { describeFailure, fuzzPlatform } from './support/fuzz-run.ts';
import { connectHttp } from './support/fuzz-transports.ts';
import type { ValuePool } from './support/value-pool.ts';

const PLATFORM_TIMEOUT_MS = 600_000;
let hub: Hub;
let gateway: Gateway;
let pool: ValuePool;

beforeAll(async () => {
  pool = await collectFuzzValues();
  hub = await createHub({ platforms: PLATFORMS, idleMs: 0 });
  gateway = await startGateway({ hub, port: 0, adminToken: 'fuzz-http-admin-token' });
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await hub?.close();
});

const known = KNOWN_FAILURES.filter((failure) => failure.transports.includes('http'));

describe('fuzzing every tool over the HTTP gateway', () => {
  it.each(PLATFORMS.map((platform) => platform.id))(
    '%s: admitted inputs never give INTERNAL_ERROR, refused ones name the parameter',
    async (platform) => {
      const connection = await connectHttp({ url: gateway.url, platform });
      try {
        const failures = await fuzzPlatform({ platform, ...connection, pool, skip: known });
        expect(failures.map(describeFailure)).toEqual([]);
        expect(await connection.alive()).toBe(true);
      } finally {
        await connection.close();
      }
    },
    PLATFORM_TIMEOUT_MS,
  );

  for (const failure of known) {
    const platform = failure.tool.split('_')[0] ?? '';
    it.fails(
      `${failure.tool} [${failure.property}] fails today: ${failure.why}`,
      async () => {
        const connection = await connectHttp({ url: gateway.url, platform });
        try {
          const failures = await fuzzPlatform({ platform, ...connection, pool, only: failure });
          expect(failures.map(describeFailure)).toEqual([]);
        } finally {
          await connection.close();
        }
      },
      PLATFORM_TIMEOUT_MS,
    );
  }
});
