// The soak's gateway process: started with --expose-gc from the repository root, asked over IPC for
// its memory and what it still holds.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Live, SoakReady, SoakRequest } from './server.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export async function startServer(script: string) {
  const server: ChildProcess = fork(script, [], {
    cwd: REPO_ROOT,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, (reply: unknown) => void>();
  let nextId = 1;
  const ready = await new Promise<SoakReady>((resolve, reject) => {
    server.once('exit', (code) =>
      reject(new Error(`the soak server ${script} exited (code ${code}) before it was ready`)),
    );
    server.on('message', (message: SoakReady | { id: number; reply: unknown }) => {
      if ('ready' in message) return resolve(message);
      pending.get(message.id)?.(message.reply);
      pending.delete(message.id);
    });
  });
  const ask = <Reply>(op: SoakRequest['op']) =>
    new Promise<Reply>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve as (reply: unknown) => void);
      server.send?.({ id, op } satisfies SoakRequest);
    });
  return {
    ready,
    ask,
    /** Waits until the client's keep-alive sockets are gone, so that they are not counted as memory. */
    async untilNoConnections(checkDeadline: (stage: string) => void) {
      while ((await ask<Live>('live')).connections > 0) {
        checkDeadline('closing connections');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => {
      if (server.connected) server.disconnect();
      setTimeout(() => server.kill(), 5_000).unref();
    },
  };
}
