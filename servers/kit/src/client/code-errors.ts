// Every platform maps its upstream result codes to UpstreamErrors the same way: a table of code →
// kind and next-step hint, a table of the upstream's own messages, and the HTTP status when it
// says something. This builds that mapper from the tables.
import { UpstreamError } from '../errors.ts';

export interface CodeHint {
  kind: UpstreamError['kind'];
  hint: string;
}

export interface CodeErrorOptions {
  code: string;
  /** The upstream's message; the message table (then the code) when empty. */
  message?: string;
  status?: number;
  /** Overrides the table's hint for this one error. */
  hint?: string;
  cause?: unknown;
}

export function codeErrors(options: {
  platform: string;
  hints: Readonly<Record<string, CodeHint>>;
  messages?: Readonly<Record<string, string>>;
}): (error: CodeErrorOptions) => UpstreamError {
  return (error) => {
    const known = options.hints[error.code];
    const hint = error.hint ?? known?.hint;
    return new UpstreamError({
      platform: options.platform,
      code: error.code,
      message: error.message || options.messages?.[error.code] || error.code,
      kind: known?.kind ?? 'other',
      ...(hint ? { hint } : {}),
      ...(error.status && error.status !== 200 ? { status: error.status } : {}),
      ...(error.cause ? { cause: error.cause } : {}),
    });
  };
}
