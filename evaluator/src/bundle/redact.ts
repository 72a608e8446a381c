// Nothing key-like leaves the machine in a bundle: the run manifest never holds the endpoint key
// (`kopa eval` keeps it out of the agent params), but its params are free-form, so every field whose
// name says key, token, secret, password or credential is left out, a URL's user:password and key-like
// query parameters are masked, and so is any string shaped like a well-known API key.

const MASK = '[redacted]';

/** A field name that says it holds a secret (`apiKey`, `api_key`, `token`, `clientSecret`, `password`). */
export function isKeyLikeName(name: string): boolean {
  const flat = name.toLowerCase().replace(/[-_\s]/g, '');
  if (/(secret|passw(or)?d|credential|authorization|bearer|cookie)/.test(flat)) return true;
  if (flat === 'auth' || flat.endsWith('key') || flat.endsWith('keys')) return true;
  // `token` and `authToken`, not the `maxTokens` of a sampling parameter.
  return flat.includes('token') && !flat.endsWith('tokens');
}

const SECRET_SHAPES = [
  /\b(sk|pk|rk)-[A-Za-z0-9_-]{16,}/,
  /\bBearer\s+\S{8,}/i,
  /\b(ghp|gho|ghs|github_pat|hf|xox[abp])_[A-Za-z0-9_]{16,}/,
  /\bAIza[0-9A-Za-z_-]{30,}/,
];

/** A string with its secrets masked: a URL's credentials and key-like query values, API-key shapes. */
function maskString(value: string): string {
  let text = value;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      let changed = false;
      if (url.username || url.password) {
        url.username = '';
        url.password = '';
        changed = true;
      }
      for (const name of [...url.searchParams.keys()]) {
        if (isKeyLikeName(name)) {
          url.searchParams.set(name, MASK);
          changed = true;
        }
      }
      if (changed) text = url.toString();
    } catch {
      // Not a URL after all: the shapes below still apply.
    }
  }
  for (const shape of SECRET_SHAPES) text = text.replace(new RegExp(shape.source, `${shape.flags}g`), MASK);
  return text;
}

/**
 * A JSON value with every key-like field left out and every secret-shaped string masked, and the
 * dotted paths of what was changed (`agent.params.apiKey`).
 */
export function redactKeyLike<T>(value: T, path = ''): { value: T; redacted: string[] } {
  const redacted: string[] = [];
  const walk = (node: unknown, at: string): unknown => {
    if (typeof node === 'string') {
      const masked = maskString(node);
      if (masked !== node) redacted.push(at);
      return masked;
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, `${at}[${index}]`));
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(node)) {
      const childPath = at ? `${at}.${name}` : name;
      if (isKeyLikeName(name)) {
        redacted.push(childPath);
        continue;
      }
      out[name] = walk(child, childPath);
    }
    return out;
  };
  return { value: walk(value, path) as T, redacted };
}
