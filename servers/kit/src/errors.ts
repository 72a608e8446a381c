// The two kinds of expected failure a tool can have. Both become `isError` tool results with a
// next step for the model; anything else is a bug and is logged to stderr, never shown as a stack.

/** An error from the upstream API (or its emulation), keeping the platform's real code. */
export class UpstreamError extends Error {
  readonly platform: string;
  readonly code: string;
  readonly status: number | undefined;
  /** What the caller should do next; shown to the model after the upstream message. */
  readonly hint: string | undefined;
  readonly kind: 'auth' | 'rate_limit' | 'timeout' | 'server' | 'malformed' | 'no_data' | 'invalid' | 'other';

  constructor(options: {
    platform: string;
    code: string;
    message: string;
    kind?: UpstreamError['kind'];
    status?: number;
    hint?: string;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'UpstreamError';
    this.platform = options.platform;
    this.code = options.code;
    this.status = options.status;
    this.hint = options.hint;
    this.kind = options.kind ?? 'other';
  }
}

/**
 * A failure the model should read and act on: a bad argument (naming the parameter) or a state
 * that needs another step first (an expired key). The message says what to do next.
 */
export class ToolError extends Error {
  readonly parameter: string | undefined;
  constructor(message: string, options: { parameter?: string } = {}) {
    super(message);
    this.name = 'ToolError';
    this.parameter = options.parameter;
  }
}
