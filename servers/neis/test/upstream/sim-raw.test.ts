// The emulated open.neis.go.kr seen by a raw HTTP client: a path no client library would send is
// still answered with the real envelope, never a crash.
import { describe, expect, it } from 'vitest';
import { createNeisDataset } from '../../src/data/index.ts';
import { neis } from '../../src/index.ts';
import { createNeisSim } from '../../src/upstream/sim.ts';

const sim = createNeisSim(createNeisDataset());
const SESSION = { credentials: { key: neis.auth.demoKey }, now: new Date('2026-09-01T01:00:00Z'), overlay: {} };

describe('the emulated NEIS hub, raw', () => {
  it.each(['%E0%A4%A', '%', '%ZZschoolInfo'])('answers ERROR-310 for the malformed service path %s', async (path) => {
    const response = await sim(
      new Request(`https://open.neis.go.kr/hub/${path}?KEY=${neis.auth.demoKey}&Type=json`),
      SESSION as never,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ RESULT: { CODE: 'ERROR-310' } });
  });
});
