// The cassette the threads of a pool share: each thread records the calls it runs and hands them to
// the others, so that a call seldom runs on a server twice (results are identical either way).
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { boundedCassette, type CallResult, type Cassette } from '../executor.ts';

export type CassetteEntries = Array<[key: string, result: CallResult]>;

export interface SharedCassette extends Cassette {
  /** The entries recorded since last asked. */
  take(): CassetteEntries;
  /** Other threads' entries; a key this thread already holds is kept. */
  absorb(entries: CassetteEntries): void;
}

/**
 * A cassette that hands out the entries recorded since last asked, and takes in other threads'
 * entries; with a limit, the oldest entries are dropped first (a dropped call simply runs again).
 */
export function createSharedCassette(limit = Number.POSITIVE_INFINITY): SharedCassette {
  const store = boundedCassette(limit);
  let recorded: CassetteEntries = [];
  return {
    get: (key) => store.get(key),
    set(key, result) {
      store.set(key, result);
      recorded.push([key, result]);
    },
    take() {
      const taken = recorded;
      recorded = [];
      return taken;
    },
    absorb(shared) {
      for (const [key, result] of shared) if (!store.get(key)) store.set(key, result);
    },
  };
}

/** One message port from every thread to every other, for cassette entries. */
export function connectPeers(threads: number): MessagePort[][] {
  const ports = Array.from({ length: threads }, (): MessagePort[] => []);
  for (let a = 0; a < threads; a++) {
    for (let b = a + 1; b < threads; b++) {
      const { port1, port2 } = new MessageChannel();
      ports[a]?.push(port1);
      ports[b]?.push(port2);
    }
  }
  return ports;
}

/** Takes in what the peers send, into `cassette`. */
export function listenToPeers(peers: readonly MessagePort[], cassette: SharedCassette): void {
  for (const peer of peers) peer.on('message', (entries: CassetteEntries) => cassette.absorb(entries));
}

/** Sends the peers what `cassette` recorded since last asked. */
export function shareWithPeers(peers: readonly MessagePort[], cassette: SharedCassette): void {
  const recorded = cassette.take();
  if (recorded.length > 0) for (const peer of peers) peer.postMessage(recorded);
}
