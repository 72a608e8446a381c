// A first request over a whole 100k-row table (no 시군 filter) builds it a 시군 at a time, so that
// other sessions' small calls keep being answered meanwhile instead of waiting for the whole build.
// The bound is generous on purpose: the largest 시군 (수원시, 11k restaurants) takes 0.4–0.6 s to build on
// a loaded 2-core machine, the whole table 1.5–3 s, during which nothing else was answered before.
import { createHub } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { GYEONGGI_DEMO_KEY, gyeonggi } from '../src/index.ts';

const LIGHT_BOUND_MS = 1500;

describe('Gyeonggi keeps the event loop responsive', () => {
  it('answers light calls while the heaviest cold calls build their tables', async () => {
    const hub = await createHub({ platforms: [gyeonggi] });
    const heavySession = hub.createSession().token;
    const lightSession = hub.createSession().token;
    const call = (token: string, name: string, args: Record<string, unknown>) =>
      hub.callTool({ token, platform: 'gyeonggi', name, args: { KEY: GYEONGGI_DEMO_KEY, ...args } });
    // The light call's own small table is built before the measurement.
    expect((await call(lightSession, 'gyeonggi_list_golf_courses', { SIGUN_NM: '용인시' })).isError).toBeFalsy();

    let heavyDone = false;
    const heavy = Promise.all([
      call(heavySession, 'gyeonggi_list_restaurants', { pSize: 1000 }),
      call(heavySession, 'gyeonggi_list_local_currency_merchants', { pSize: 1000, pIndex: 40 }),
    ]).finally(() => {
      heavyDone = true;
    });

    const latencies: number[] = [];
    let answeredDuringHeavy = 0;
    // Each light call is due 5 ms after the previous answer; its latency counts from then, so that a
    // stalled loop (the timer firing late) counts against it too.
    while (!heavyDone) {
      const due = performance.now() + 5;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const result = await call(lightSession, 'gyeonggi_list_golf_courses', { SIGUN_NM: '용인시' });
      expect(result.isError).toBeFalsy();
      latencies.push(performance.now() - due);
      if (!heavyDone) answeredDuringHeavy++;
    }
    const [restaurants, merchants] = await heavy;
    expect(restaurants.isError).toBeFalsy();
    expect((restaurants.structuredContent as { totalCount: number }).totalCount).toBeGreaterThan(100_000);
    expect(merchants.isError).toBeFalsy();

    expect(answeredDuringHeavy).toBeGreaterThanOrEqual(3);
    expect(Math.max(...latencies)).toBeLessThan(LIGHT_BOUND_MS);
    await hub.close();
  }, 60_000);
});
