// The session store (DESIGN §3.3 Store): lowdb with the Memory adapter, or the JSONFile adapter when
// a user's state must persist (`--state-file`). Built with `new Low(new JSONFile(path))`, never
// JSONFilePreset, which silently turns memory-only under NODE_ENV=test.
import { randomFillSync } from 'node:crypto';
import { Low, Memory } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import type { CallLogEntry } from './call-log.ts';
import type { SessionState } from './state.ts';

export interface SessionRecord {
  token: string;
  createdAt: string;
  /** Epoch milliseconds of the last use, for idle expiry. */
  lastSeenAt: number;
  /** Per-platform state; a platform missing here gets its defaults on first use. */
  state: Record<string, SessionState>;
  calls: CallLogEntry[];
}

interface StoreData {
  sessions: Record<string, SessionRecord>;
}

export interface SessionStore {
  create(options: { state: Record<string, SessionState>; token?: string }): SessionRecord;
  get(token: string): SessionRecord | undefined;
  list(): SessionRecord[];
  touch(token: string): void;
  setState(options: { token: string; platform: string; state: SessionState }): void;
  appendCall(token: string, entry: CallLogEntry): void;
  delete(token: string): boolean;
  /** Deletes sessions idle for longer than `idleMs`; returns their tokens. */
  expireIdle(idleMs: number, now?: number): string[];
  /** Waits until every change is on disk (a no-op in memory). */
  flush(): Promise<void>;
}

// Tokens are cut from a pool of random bytes refilled 4 KiB at a time: one system call per 256
// sessions instead of one per session, the bytes as random as ever.
const TOKEN_BYTES = 16;
const tokenPool = Buffer.alloc(4096);
let tokenOffset = tokenPool.length;

export function newToken(): string {
  if (tokenOffset + TOKEN_BYTES > tokenPool.length) {
    randomFillSync(tokenPool);
    tokenOffset = 0;
  }
  tokenOffset += TOKEN_BYTES;
  return tokenPool.toString('hex', tokenOffset - TOKEN_BYTES, tokenOffset);
}

export async function createSessionStore(options: { file?: string } = {}): Promise<SessionStore> {
  const db = options.file
    ? new Low<StoreData>(new JSONFile<StoreData>(options.file), { sessions: {} })
    : new Low<StoreData>(new Memory<StoreData>(), { sessions: {} });
  await db.read();
  db.data ??= { sessions: {} };
  // A null-prototype object: a token such as `__proto__` or `constructor` is an ordinary key here,
  // never the store's prototype (JSON.parse gives a file's `__proto__` key as an own property).
  const sessions: Record<string, SessionRecord> = Object.assign(Object.create(null), db.data.sessions ?? {});
  db.data.sessions = sessions;
  const persistent = Boolean(options.file);
  let pending: Promise<void> = Promise.resolve();
  const persist = () => {
    if (persistent) pending = pending.then(() => db.write());
  };

  return {
    create({ state, token = newToken() }) {
      const record: SessionRecord = {
        token,
        createdAt: new Date().toISOString(),
        lastSeenAt: Date.now(),
        state,
        calls: [],
      };
      sessions[token] = record;
      persist();
      return record;
    },
    get: (token) => (Object.hasOwn(sessions, token) ? sessions[token] : undefined),
    list: () => Object.values(sessions),
    touch(token) {
      const record = Object.hasOwn(sessions, token) ? sessions[token] : undefined;
      if (record) record.lastSeenAt = Date.now();
    },
    setState({ token, platform, state }) {
      const record = sessions[token];
      if (!record) throw new Error(`unknown session ${token.slice(0, 6)}…`);
      record.state = { ...record.state, [platform]: state };
      persist();
    },
    appendCall(token, entry) {
      sessions[token]?.calls.push(entry);
    },
    delete(token) {
      if (!Object.hasOwn(sessions, token)) return false;
      delete sessions[token];
      persist();
      return true;
    },
    expireIdle(idleMs, now = Date.now()) {
      const expired = Object.values(sessions)
        .filter((record) => now - record.lastSeenAt > idleMs)
        .map((record) => record.token);
      for (const token of expired) delete sessions[token];
      if (expired.length > 0) persist();
      return expired;
    },
    async flush() {
      if (persistent) {
        persist();
        await pending;
      }
    },
  };
}
