// The injectable per-session state (DESIGN §3.3). The kit declares the common part; each platform
// adds a zod schema for its writable `user` part. Every field is optional on input and merged over
// the defaults, so `{}` is a valid state and a bare server works at once.
import { z } from 'zod';

export const DEFAULT_NOW = '2026-09-01T10:00:00+09:00';

export const FaultKind = z.enum(['rate_limit', 'timeout', 'server_error', 'malformed']);
export type FaultKind = z.infer<typeof FaultKind>;

export const FaultRule = z
  .object({
    tool: z.string().optional().describe('only calls of this tool; every tool when omitted'),
    kind: FaultKind,
    nth: z.array(z.number().int().positive()).optional().describe('1-based call numbers that fail'),
    every: z.number().int().positive().optional().describe('every n-th call fails'),
    times: z.number().int().positive().optional().describe('at most this many failures'),
  })
  .strict();
export type FaultRule = z.infer<typeof FaultRule>;

export const CredentialStatus = z.enum(['active', 'missing', 'expired', 'revoked']);
export type CredentialStatus = z.infer<typeof CredentialStatus>;

export const Credentials = z
  .object({
    status: CredentialStatus.default('active'),
    key: z.string().min(1).optional(),
    dailyQuota: z.number().int().positive().optional(),
  })
  .strict();
export type Credentials = z.infer<typeof Credentials>;

export const Clock = z
  .object({
    now: z.iso.datetime({ offset: true }).default(DEFAULT_NOW).describe('frozen "now", ISO 8601 with offset'),
  })
  .strict();

export const Overlay = z.record(
  z.string(),
  z
    .object({
      upsert: z.array(z.record(z.string(), z.unknown())).optional(),
      remove: z.array(z.string()).optional(),
    })
    .strict(),
);
export type Overlay = z.infer<typeof Overlay>;

export interface SessionState<User = Record<string, unknown>> {
  clock: { now: string };
  credentials: Credentials;
  faults: FaultRule[];
  overlay: Overlay;
  user: User;
}

/** The state schema of one platform: the common part plus its `user` schema (with defaults). */
export function createStateSchema(user: z.ZodObject) {
  return z
    .object({
      clock: Clock.prefault({}),
      credentials: Credentials.prefault({}),
      faults: z.array(FaultRule).default([]),
      overlay: Overlay.default({}),
      user: user.prefault({}),
    })
    .strict();
}

/** Deep-freezes a state so that read tools cannot change it by accident (iteratively: any depth). */
export function freezeDeep<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (next && typeof next === 'object' && !Object.isFrozen(next)) {
      Object.freeze(next);
      for (const child of Object.values(next)) stack.push(child);
    }
  }
  return value;
}

/** How deep an injected state's fields may nest (a task's overlay nests 3 levels). */
export const MAX_STATE_DEPTH = 32;
/** How large one field of an injected state may be, serialized. */
export const MAX_STATE_FIELD_BYTES = 1024 * 1024;

/**
 * Checks one platform's injected state before it is parsed: each field (`overlay`, `user`,
 * `faults`, …) nests at most MAX_STATE_DEPTH levels and serializes to at most 1 MB. Returns the
 * refusal, naming the field (`state.dart.overlay`), or undefined. The walk is iterative, so a
 * 20,000-deep value is refused rather than overflowing the stack.
 */
export function checkStateBounds(value: unknown, path: string): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined; // the schema refuses it
  for (const [field, child] of Object.entries(value)) {
    const at = `${path}.${field}`;
    const stack: Array<{ node: unknown; depth: number }> = [{ node: child, depth: 0 }];
    while (stack.length > 0) {
      const { node, depth } = stack.pop() as { node: unknown; depth: number };
      if (!node || typeof node !== 'object') continue;
      if (depth >= MAX_STATE_DEPTH) {
        return `${at} nests deeper than ${MAX_STATE_DEPTH} levels; an overlay row is an object of plain values, flatten it`;
      }
      for (const grandchild of Object.values(node)) stack.push({ node: grandchild, depth: depth + 1 });
    }
    const bytes = Buffer.byteLength(JSON.stringify(child) ?? '');
    if (bytes > MAX_STATE_FIELD_BYTES) {
      return `${at} is ${(bytes / 1024 / 1024).toFixed(1)} MB serialized, over the 1 MB limit; inject fewer or smaller rows`;
    }
  }
  return undefined;
}
