// The auth check every emulated upstream makes against the session's credentials.
import type { Credentials } from '../state.ts';

export type KeyCheck = 'ok' | 'missing' | 'invalid' | 'expired' | 'revoked';

/** Compares the key a request carried with the session's credentials. */
export function checkKey(provided: string | null | undefined, credentials: Credentials): KeyCheck {
  if (!provided) return 'missing';
  if (credentials.key === undefined || provided !== credentials.key) return 'invalid';
  if (credentials.status === 'expired') return 'expired';
  if (credentials.status === 'revoked') return 'revoked';
  if (credentials.status === 'missing') return 'invalid';
  return 'ok';
}
