// The soak's gateway, in a child process of its own (started with --expose-gc) so that its memory is
// measured apart from the load generator's. It answers the parent over IPC: memory after a full GC,
// peak memory since the last reset, and how many sessions, MCP sessions and sockets it still holds.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createHub, startGateway } from '@kopa/kit';
import { PLATFORMS } from '@kopa/servers';
import { SOAK_PLATFORMS } from './plan.ts';

export type SoakRequest = { id: number; op: 'memory' | 'peak' | 'reset-peak' | 'live' };
export interface Memory {
  rss: number;
  heapUsed: number;
}
export interface Live {
  hubSessions: number;
  mcpSessions: number;
  connections: number;
}
export type SoakReady = { ready: true; url: string; adminToken: string };

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('bench/soak/server.ts needs node --expose-gc (bench/soak/soak.ts starts it so)');
const gc = collect;

const hub = await createHub({
  platforms: PLATFORMS.filter((platform) => (SOAK_PLATFORMS as readonly string[]).includes(platform.id)),
  idleMs: 0,
});
const gateway = await startGateway({ hub, port: 0, adminToken: `soak-${process.pid}-${Date.now()}` });

const sample = (): Memory => {
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
};
let peak = sample();
const sampler = setInterval(() => {
  const now = sample();
  peak = { rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed) };
}, 20);
sampler.unref();

/** Memory once everything unreachable is gone: several full GCs, with turns between for finalizers. */
async function settled(): Promise<Memory> {
  for (let round = 0; round < 4; round++) {
    gc();
    await nextTurn();
  }
  return sample();
}

const connections = () =>
  new Promise<number>((resolve) => gateway.server.getConnections((_error, count) => resolve(count ?? 0)));

process.on('message', async (message: SoakRequest) => {
  let reply: unknown;
  if (message.op === 'memory') reply = await settled();
  else if (message.op === 'peak') reply = peak;
  else if (message.op === 'reset-peak') reply = peak = sample();
  else {
    reply = {
      hubSessions: hub.listSessions().length,
      mcpSessions: gateway.liveMcpSessions(),
      connections: await connections(),
    } satisfies Live;
  }
  process.send?.({ id: message.id, reply });
});
process.on('disconnect', () => {
  void gateway.close().then(() => hub.close().then(() => process.exit(0)));
});
process.send?.({ ready: true, url: gateway.url, adminToken: gateway.adminToken } satisfies SoakReady);
