// How the soak keeps many sessions in flight: a seeded random turn order for the drive, and a plain
// bounded fan-out for creating, verifying and deleting.
import { createRng, hashSeed } from '@kopa/kit';

/** Takes turns among the sessions in a seeded random order, `concurrency` at a time. */
export async function drive<Session>(options: {
  sessions: Session[];
  concurrency: number;
  seed: number;
  checkDeadline: (stage: string) => void;
  step: (session: Session) => Promise<unknown>;
}) {
  const ready = [...options.sessions];
  const rng = createRng(hashSeed('kopa-soak', options.seed));
  let busy = 0;
  await new Promise<void>((resolve, reject) => {
    const next = () => {
      if (ready.length === 0 && busy === 0) return resolve();
      while (busy < options.concurrency && ready.length > 0) {
        const at = rng.int(0, ready.length - 1);
        const session = ready[at] as Session;
        ready[at] = ready[ready.length - 1] as Session;
        ready.pop();
        busy++;
        try {
          options.checkDeadline('drive');
        } catch (error) {
          return reject(error);
        }
        options.step(session).then((more) => {
          busy--;
          if (more) ready.push(session);
          next();
        }, reject);
      }
    };
    next();
  });
}

export async function inParallel<Item>(options: {
  items: Item[];
  concurrency: number;
  work: (item: Item) => Promise<unknown>;
}) {
  let cursor = 0;
  const worker = async () => {
    while (cursor < options.items.length) await options.work(options.items[cursor++] as Item);
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, options.items.length) }, worker));
}
