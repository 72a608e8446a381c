// Secrets (API keys, admin tokens) must never reach logs, results, errors or artefacts (DESIGN §8).

const REDACTED = '***';

/** Replaces every occurrence of each secret (4+ chars) in the text. */
export function redact(text: string, secrets: ReadonlyArray<string | undefined>): string {
  let result = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 4) result = result.split(secret).join(REDACTED);
  }
  return result;
}

/** A copy of the arguments with the named parameters masked. */
export function redactArgs(args: Record<string, unknown>, secretParams: readonly string[]): Record<string, unknown> {
  if (!secretParams.some((name) => name in args)) return args;
  const copy = { ...args };
  for (const name of secretParams) if (name in copy) copy[name] = REDACTED;
  return copy;
}
