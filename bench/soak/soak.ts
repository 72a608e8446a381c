// The soak (issue 18, item 8): many concurrent sessions with distinct injected states over the real
// HTTP gateway, driven with reads and writes, then checked for leaks (an entry, call or clock of one
// session seen in another), lost updates (a write missing or doubled in its session's final state)
// and memory returned once every session is deleted. `pnpm bench:soak` and the CI test run it.
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startServer } from './child.ts';
import { createSoakClient } from './client.ts';
import {
  callSignature,
  expectedAfterPhase,
  FINAL_PHASE,
  initialState,
  lostUpdates,
  ownersIn,
  SOAK_PLATFORMS,
  type SoakPlatform,
  sessionClock,
  sessionDay,
  sessionPhases,
} from './plan.ts';
import { drive, inParallel } from './schedule.ts';
import type { Live, Memory } from './server.ts';

export interface SoakOptions {
  sessions: number;
  /** Sessions driven at once (each fires up to 5 calls together); default 32. */
  concurrency?: number;
  /** Seeds the order in which sessions take turns; default 1. */
  seed?: number;
  /** The whole soak must end within this; default 2 minutes plus 60 ms per session. */
  timeoutMs?: number;
  /** `calls_limit` when paging through a session's call log; default 5. */
  pageSize?: number;
  /** The child script that serves the gateway; default bench/soak/server.ts. */
  server?: string;
  progress?: (line: string) => void;
}

export interface SoakReport {
  date: string;
  machine: { cores: number; cpu: string; node: string };
  sessions: number;
  concurrency: number;
  toolCalls: number;
  httpRequests: number;
  driveSeconds: number;
  callsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  /** What the gateway held with every session driven and none deleted, and after deleting them. */
  liveDuring: Live;
  liveAfter: Live;
  memory: { before: Memory; peak: Memory; after: Memory };
  /** The heap after deletion and GC is within max(16 MiB, 10% of the peak's growth) of the baseline. */
  memoryReturned: boolean;
  leaks: number;
  lostUpdates: number;
  /** Every failed check (the first 50), so that a failing run says what went wrong where. */
  problems: string[];
  problemCount: number;
}

export class SoakTimeoutError extends Error {
  constructor(timeoutMs: number, stage: string) {
    super(`the soak did not finish within ${timeoutMs / 1000} s (${stage}); pass a larger timeout or fewer sessions`);
    this.name = 'SoakTimeoutError';
  }
}

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const MIB = 1024 * 1024;
type Caller = Awaited<ReturnType<ReturnType<typeof createSoakClient>['connect']>>;

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const concurrency = options.concurrency ?? 32;
  const pageSize = options.pageSize ?? 5;
  const timeoutMs = options.timeoutMs ?? 120_000 + 60 * options.sessions;
  const deadline = performance.now() + timeoutMs;
  const checkDeadline = (stage: string) => {
    if (performance.now() > deadline) throw new SoakTimeoutError(timeoutMs, stage);
  };
  const problems: string[] = [];
  let problemCount = 0;
  const problem = (text: string) => {
    problemCount++;
    if (problems.length < 50) problems.push(text);
  };
  let leaks = 0;
  let lost = 0;
  const latencies: number[] = [];

  const child = await startServer(options.server ?? SERVER);
  const client = createSoakClient({
    url: child.ready.url,
    adminToken: child.ready.adminToken,
    connections: concurrency * 5,
  });
  try {
    const scan = (index: number, where: string, value: unknown) => {
      for (const owner of ownersIn(value)) {
        if (owner === index) continue;
        leaks++;
        problem(`leak: session ${index} ${where} holds an entry of session ${owner}`);
      }
    };
    const sessions = (count: number, first: number) =>
      Array.from({ length: count }, (_, offset) => ({ index: first + offset, token: '', step: 0, failed: false }));
    type Session = ReturnType<typeof sessions>[number];
    const calls = new Map<Session, Record<SoakPlatform, Caller>>();

    const create = async (session: Session) => {
      session.token = await client.createSession(initialState(session.index));
    };
    /** Runs the session's next step: connect, then one phase of calls fired together. */
    const step = async (session: Session) => {
      const { index } = session;
      if (session.step === 0) {
        const [kma, krx] = await Promise.all(
          SOAK_PLATFORMS.map((platform) => client.connect({ platform, token: session.token })),
        );
        if (!kma || !krx) throw new Error('connect returned no caller');
        calls.set(session, { kma, krx });
      } else {
        const phase = session.step - 1;
        const callers = calls.get(session);
        const results = await Promise.all(
          (sessionPhases(index)[phase] ?? []).map(async (call) => {
            const started = performance.now();
            const result = await callers?.[call.platform](call.name, call.args);
            latencies.push(performance.now() - started);
            scan(index, `${call.name} result`, result);
            return result as Record<string, Array<{ name?: string; alertId?: string }>>;
          }),
        );
        const expected = expectedAfterPhase(index, phase);
        if (expected) {
          const seen = {
            locations: (results[0]?.savedLocations ?? []).map((entry) => String(entry.name)),
            alerts: (results[1]?.priceAlerts ?? []).map((entry) => String(entry.alertId)),
          };
          for (const field of ['locations', 'alerts'] as const) {
            const wrong = lostUpdates({ expected: expected[field], actual: seen[field] });
            if (wrong.length) problem(`session ${index} read ${field} after phase ${phase}: ${wrong.join('; ')}`);
          }
        }
      }
      session.step++;
      return session.step <= sessionPhases(index).length;
    };
    const verify = async (session: Session) => {
      const { index } = session;
      const view = await client.readSession(session.token, pageSize);
      for (const platform of SOAK_PLATFORMS) {
        const now = view.state[platform]?.clock?.now;
        if (now !== sessionClock(index))
          problem(`session ${index} ${platform} clock is ${now}, injected ${sessionClock(index)}`);
        scan(index, `${platform} state`, view.state[platform]?.user);
      }
      const expected = expectedAfterPhase(index, FINAL_PHASE);
      const user = (platform: SoakPlatform) => (view.state[platform]?.user ?? {}) as Record<string, unknown[]>;
      const locations = (user('kma').savedLocations ?? []) as Array<{ name: string }>;
      const alerts = (user('krx').priceAlerts ?? []) as Array<{ alertId: string; createdOn: string }>;
      for (const [field, actual] of [
        ['locations', locations.map((entry) => entry.name)],
        ['alerts', alerts.map((entry) => entry.alertId)],
      ] as const) {
        const wrong = lostUpdates({ expected: expected?.[field] ?? [], actual });
        lost += wrong.length;
        for (const text of wrong) problem(`lost update: session ${index} final ${field}: ${text}`);
      }
      for (const alert of alerts) {
        if (alert.createdOn !== sessionDay(index)) {
          problem(
            `session ${index} alert ${alert.alertId} created on ${alert.createdOn}, its clock says ${sessionDay(index)}`,
          );
        }
      }
      const sent = sessionPhases(index).flat().map(callSignature).sort();
      const logged = view.calls.map((entry) => callSignature(entry as never)).sort();
      for (const entry of view.calls) scan(index, `call log #${entry.seq}`, entry.args);
      if (JSON.stringify(sent) !== JSON.stringify(logged)) {
        problem(
          `session ${index} call log has ${logged.length} calls (${view.callsTotal} total), sent ${sent.length}: ${lostUpdates({ expected: sent, actual: logged }).slice(0, 3).join('; ')}`,
        );
      }
      if (new Set(view.calls.map((entry) => entry.seq)).size !== view.calls.length)
        problem(`session ${index} call log repeats a seq`);
      for (const entry of view.calls)
        if (entry.ok !== true) problem(`session ${index} call log #${entry.seq} ${entry.tool} is not ok`);
    };
    /** Records a failure as a problem of its session; a session whose drive failed is driven no further,
     *  but still verified, so that what it left behind is counted. */
    const guarded = (what: string, work: (session: Session) => Promise<unknown>) => async (session: Session) => {
      if (!session.token && what !== 'create') return false;
      if (session.failed && what === 'drive') return false;
      try {
        return await work(session);
      } catch (error) {
        session.failed = true;
        problem(`session ${session.index} ${what}: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      }
    };
    const eachSession = (list: Session[], stage: string, work: (session: Session) => Promise<unknown>) =>
      inParallel({
        items: list,
        concurrency,
        work: async (session) => {
          checkDeadline(stage);
          await work(session);
        },
      });

    // Warm-up: one session (an index no other uses) builds the datasets and warms the code paths.
    const warm = sessions(1, options.sessions);
    await eachSession(warm, 'warm-up', guarded('create', create));
    while (await guarded('drive', step)(warm[0] as Session));
    await eachSession(warm, 'warm-up', guarded('verify', verify));
    await eachSession(
      warm,
      'warm-up',
      guarded('delete', (session) => client.deleteSession(session.token)),
    );
    calls.clear();
    latencies.length = 0;
    const before = await child.ask<Memory>('memory');
    await child.ask('reset-peak');

    const all = sessions(options.sessions, 0);
    options.progress?.(`creating ${all.length} sessions`);
    await eachSession(all, 'create', guarded('create', create));
    options.progress?.(`driving ${all.length} sessions, ${concurrency} at once`);
    const requestsBefore = client.requests;
    const driveStarted = performance.now();
    await drive({ sessions: all, concurrency, seed: options.seed ?? 1, checkDeadline, step: guarded('drive', step) });
    const driveMs = performance.now() - driveStarted;
    const httpRequests = client.requests - requestsBefore;
    const liveDuring = await child.ask<Live>('live');
    options.progress?.('verifying every session through GET /admin/sessions/<token>');
    await eachSession(all, 'verify', guarded('verify', verify));
    await eachSession(
      all,
      'delete',
      guarded('delete', (session) => client.deleteSession(session.token)),
    );
    calls.clear();
    const left = await client.listSessions();
    if (left.length) problem(`${left.length} sessions remain after deleting them all`);
    const peak = await child.ask<Memory>('peak');
    await client.close();
    await child.untilNoConnections(checkDeadline);
    const after = await child.ask<Memory>('memory');
    const liveAfter = await child.ask<Live>('live');
    if (liveAfter.mcpSessions || liveAfter.hubSessions) {
      problem(
        `after deleting every session the gateway holds ${liveAfter.mcpSessions} MCP sessions, the hub ${liveAfter.hubSessions}`,
      );
    }

    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
    const growth = Math.max(0, peak.heapUsed - before.heapUsed);
    return {
      date: new Date().toISOString(),
      machine: { cores: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version },
      sessions: options.sessions,
      concurrency,
      toolCalls: latencies.length,
      httpRequests,
      driveSeconds: driveMs / 1000,
      callsPerSecond: (latencies.length / driveMs) * 1000,
      latencyMs: { p50: at(0.5), p99: at(0.99) },
      liveDuring,
      liveAfter,
      memory: { before, peak, after },
      memoryReturned: after.heapUsed - before.heapUsed <= Math.max(16 * MIB, 0.1 * growth),
      leaks,
      lostUpdates: lost,
      problems,
      problemCount,
    };
  } finally {
    await client.close().catch(() => undefined);
    child.stop();
  }
}
