// Runs tasks one at a time per key, in arrival order. The hub keys it by session and platform so
// that write calls of one session never interleave: a tool reads its state, awaits the upstream and
// writes, and a concurrent write must not land in between and be lost.

export interface KeyedQueue {
  /** Runs `task` once every earlier task of the same key has settled; resolves or rejects with it. */
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Keys with a task queued or running. */
  size(): number;
}

export function createKeyedQueue(): KeyedQueue {
  const tails = new Map<string, Promise<void>>();
  return {
    run(key, task) {
      const result = (tails.get(key) ?? Promise.resolve()).then(task);
      // The tail never rejects, so one failed task does not block the next; the key is dropped
      // once the last task queued under it has settled.
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    size: () => tails.size,
  };
}
