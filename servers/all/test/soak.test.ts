// The soak of bench/soak at CI scale (issue 18, item 8): 500 sessions, each with its own injected
// clock, API key, saved locations and price alerts, driven concurrently over the real HTTP gateway
// (a child process) with reads and writes fired together. Afterwards no session holds another's
// entries, calls or clock; every write is in its session's final state exactly once; and deleting
// the sessions closes their MCP sessions and returns the heap. No timing is asserted.
import { describe, expect, it } from 'vitest';
import { runSoak, SoakTimeoutError } from '../../../bench/soak/soak.ts';

const SESSIONS = 500;

describe('soak over the HTTP gateway', () => {
  it(`keeps ${SESSIONS} concurrent sessions apart, loses no write and returns the memory`, async () => {
    const report = await runSoak({ sessions: SESSIONS, concurrency: 16, timeoutMs: 240_000 });
    expect(report.problems).toEqual([]);
    expect(report.leaks).toBe(0);
    expect(report.lostUpdates).toBe(0);
    // 13 tool calls per session: 2 reads, 5 writes, 4 removals, 2 reads.
    expect(report.toolCalls).toBe(SESSIONS * 13);
    expect(report.liveDuring).toMatchObject({ hubSessions: SESSIONS, mcpSessions: SESSIONS * 2 });
    expect(report.liveAfter).toMatchObject({ hubSessions: 0, mcpSessions: 0, connections: 0 });
    expect(report.memory.peak.heapUsed).toBeGreaterThan(report.memory.before.heapUsed);
    expect(report.memoryReturned, JSON.stringify(report.memory)).toBe(true);
  }, 300_000);

  it('stops at its deadline with an error that says what to change', async () => {
    const soak = runSoak({ sessions: 50, timeoutMs: 1 });
    await expect(soak).rejects.toThrow(SoakTimeoutError);
    await expect(soak).rejects.toThrow(/within 0.001 s \(warm-up\); pass a larger timeout or fewer sessions/);
  });
});
