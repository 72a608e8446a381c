// Secrets (API keys, admin tokens) must never reach logs, results, errors or artefacts (DESIGN §8),
// on success paths too: an upstream that echoes its request URL or headers (a proxy, a debug page, a
// misbehaving API) puts the real key into the answer, raw or percent-encoded.

const REDACTED = '***';

/** How much of an input an error message may quote back. */
export const ECHO_PREFIX = 40;

/**
 * A live key as given in the environment, decoded once if it is already percent-encoded:
 * data.go.kr issues each key twice, an "Encoding" key (`abc%2Bdef%3D%3D`) and a "Decoding" key
 * (`abc+def==`); either may be set, and both mean the same key. Keys never contain a literal `%`,
 * so a `%XX` escape marks the encoded form.
 */
export function decodeKey(key: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(key)) return key;
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

/** Every form in which a key can travel, and so come back: raw, percent-encoded (either hex case)
 *  and form-encoded, plus the form it was given in. */
export function secretForms(key: string | undefined): string[] {
  if (!key) return [];
  const raw = decodeKey(key);
  const encoded = encodeURIComponent(raw);
  const forms = [key, raw, encoded, encoded.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase())];
  forms.push(new URLSearchParams({ k: raw }).toString().slice(2));
  // Longest first, so that a form containing another is replaced whole.
  return [...new Set(forms)].filter((form) => form.length >= 4).sort((a, b) => b.length - a.length);
}

/** Replaces every occurrence of each secret (4+ chars) in the text. */
export function redact(text: string, secrets: ReadonlyArray<string | undefined>): string {
  let result = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 4 && result.includes(secret)) result = result.split(secret).join(REDACTED);
  }
  return result;
}

/** A copy of a JSON-like value with every secret replaced in every string, keys included; the
 *  value itself when nothing needed replacing (and always when there are no secrets). */
export function redactDeep<T>(value: T, secrets: readonly string[]): T {
  if (secrets.length === 0) return value;
  return walk(value, secrets) as T;
}

function walk(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string') return redact(value, secrets);
  if (Array.isArray(value)) {
    let changed = false;
    const copy = value.map((item) => {
      const next = walk(item, secrets);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? copy : value;
  }
  if (typeof value === 'object' && value !== null) {
    let changed = false;
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const nextKey = redact(key, secrets);
      const next = walk(item, secrets);
      if (next !== item || nextKey !== key) changed = true;
      // Defined, not assigned: a JSON key "__proto__" stays a key.
      Object.defineProperty(copy, nextKey, { value: next, enumerable: true, writable: true, configurable: true });
    }
    return changed ? copy : value;
  }
  return value;
}

/** A copy of the arguments with the named parameters masked. */
export function redactArgs(args: Record<string, unknown>, secretParams: readonly string[]): Record<string, unknown> {
  if (!secretParams.some((name) => name in args)) return args;
  const copy = { ...args };
  for (const name of secretParams) if (name in copy) copy[name] = REDACTED;
  return copy;
}

/** At most a short prefix of an input, with its length, for messages that name what they refuse. */
export function clip(text: string, max = ECHO_PREFIX): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} chars)`;
}
