// One test file's emulated world: `kopa sim serve` for the platforms it needs, and the process's
// HTTPS requests for the real hosts rerouted to it, so that clients reach the emulation through
// their own, unchanged, hard-coded base URLs.
import { type HttpsRoute, routeHttpsToEmulator } from './route-https.ts';
import { type SimProcess, startSimProcess } from './sim-process.ts';

export interface EmulatedUpstream {
  sim: SimProcess;
  /** What the client sent, as it addressed the real API. */
  requests: string[];
  /** The demo key `kopa sim serve` printed for a platform. */
  demoKey(platform: string): string;
  close(): Promise<void>;
}

// A proxy in the environment would make axios tunnel to the real host instead.
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'] as const;

/** `hosts` maps each real host the client calls to the platform that emulates it. */
export async function startEmulatedUpstream(options: {
  hosts: Record<string, string>;
  clock?: string;
}): Promise<EmulatedUpstream> {
  const platforms = [...new Set(Object.values(options.hosts))];
  const sim = await startSimProcess({ platforms, ...(options.clock ? { clock: options.clock } : {}) });
  const routes = Object.fromEntries(
    Object.entries(options.hosts).map(([host, platform]) => [host, sim.platforms[platform]?.url ?? '']),
  );
  const route: HttpsRoute = routeHttpsToEmulator(routes);
  const saved = Object.fromEntries(PROXY_VARIABLES.map((name) => [name, process.env[name]]));
  for (const name of PROXY_VARIABLES) delete process.env[name];
  return {
    sim,
    requests: route.requests,
    demoKey(platform) {
      const line = sim.platforms[platform];
      if (!line) throw new Error(`platform ${platform} is not served here; started: ${platforms.join(', ')}`);
      return line.demoKey;
    },
    async close() {
      route.restore();
      for (const name of PROXY_VARIABLES) if (saved[name] !== undefined) process.env[name] = saved[name];
      await sim.close();
    },
  };
}
