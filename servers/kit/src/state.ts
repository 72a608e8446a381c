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

/** Deep-freezes a state so that read tools cannot change it by accident. */
export function freezeDeep<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) freezeDeep(child);
  }
  return value;
}
