// Holds every upstream answer until a given number of tool calls has reached the hub. Over HTTP a
// call can finish before the next request is even read, which would hide a lost update; with the
// gate, every call of a burst is in flight before any upstream answers. No timers involved.
import type { Hub, Platform, SimHandler } from '@kopa/kit';

export interface ArrivalGate {
  /** Holds upstream answers until `calls` more tool calls have arrived. */
  arm(calls: number): void;
  /** The platform with its emulated upstream answering only once the gate is open. */
  platform(platform: Platform): Platform;
  /** The hub with every tool call counted as an arrival. */
  hub(hub: Hub): Hub;
}

export function createArrivalGate(): ArrivalGate {
  let remaining = 0;
  let open = () => {};
  let opened: Promise<void> = Promise.resolve();
  const arrive = () => {
    if (remaining > 0 && --remaining === 0) open();
  };
  return {
    arm(calls) {
      remaining = calls;
      opened = new Promise((resolve) => {
        open = resolve;
      });
    },
    platform: (platform) => ({
      ...platform,
      sim(dataset) {
        const handler: SimHandler = platform.sim(dataset);
        return async (request, context) => {
          await opened;
          return handler(request, context);
        };
      },
    }),
    hub: (hub) => ({
      ...hub,
      callTool(options) {
        arrive();
        return hub.callTool(options);
      },
    }),
  };
}
