// The size bounds of a tool call's arguments, and the rule that a message quotes an input only by a
// short prefix: 1 MB arguments are refused with the parameter and its limit named, and never echoed.
import type { AnyTool } from '../define-tool.ts';
import { clip, ECHO_PREFIX, redact } from '../redact.ts';
import { describeTool } from './mcp-server.ts';

/** A string argument longer than this is refused, unless its schema sets its own maxLength. */
export const STRING_ARG_MAX = 4096;
/** The whole arguments object, as JSON, may be at most this many bytes. */
export const ARGS_JSON_MAX = 64 * 1024;

/**
 * Every long input quoted in a message is cut to a short prefix, and every secret is redacted: an
 * error (the emulation's, a tool's, or an upstream echoing its request) never hands a 1 MB argument
 * or the live key back.
 */
export function quoteSafely(text: string, args: unknown, secrets: readonly string[]): string {
  let result = redact(text, secrets);
  const long = new Set<string>();
  collectStrings(
    args,
    (value) => {
      if (value.length > ECHO_PREFIX) long.add(value);
    },
    { keys: true },
  );
  for (const value of [...long].sort((a, b) => b.length - a.length)) {
    if (result.includes(value)) result = result.split(value).join(clip(value));
  }
  // Whatever else an upstream said is bounded too.
  return clip(result, 2000);
}

/** Visits every string in a value (and, with `keys`, every property name), a few levels deep. */
function collectStrings(
  value: unknown,
  visit: (text: string) => void,
  options: { keys?: boolean } = {},
  depth = 0,
): void {
  if (typeof value === 'string') visit(value);
  else if (depth < 8 && typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (options.keys) visit(key);
      collectStrings(item, visit, options, depth + 1);
    }
  }
}

const stringLimits = new WeakMap<AnyTool, Map<string, number>>();

/** Each parameter's string bound: its schema's own maxLength (of the value or a list's items), or the default. */
function limitsOf(tool: AnyTool): Map<string, number> {
  let limits = stringLimits.get(tool);
  if (!limits) {
    limits = new Map();
    const properties = (describeTool(tool).inputSchema.properties ?? {}) as Record<
      string,
      { maxLength?: number; items?: { maxLength?: number } }
    >;
    for (const [name, schema] of Object.entries(properties)) {
      limits.set(name, schema.maxLength ?? schema.items?.maxLength ?? STRING_ARG_MAX);
    }
    stringLimits.set(tool, limits);
  }
  return limits;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first argument that cannot be sent: over its size bound, or text with a lone UTF-16 surrogate
 * (half of an emoji), which no URL can carry. A message names the parameter and what to send instead.
 */
export function findUnfitArgument(
  tool: AnyTool,
  args: Record<string, unknown>,
): { message: string; parameter?: string } | undefined {
  const limits = limitsOf(tool);
  for (const [name, value] of Object.entries(args)) {
    const limit = limits.get(name) ?? STRING_ARG_MAX;
    // One pass over the parameter's strings: the first one over its bound, else any lone surrogate
    // (an oversized text is refused for its size and never scanned).
    let found: string | undefined;
    let illFormed = false;
    collectStrings(value, (text) => {
      if (found !== undefined) return;
      if (text.length > Math.max(limit, STRING_ARG_MAX)) found = text;
      else illFormed ||= LONE_SURROGATE.test(text);
    });
    const label = clip(name, 60);
    if (found !== undefined) {
      return {
        parameter: label,
        message: `Invalid arguments for ${tool.name}: ${label} is ${found.length} characters long; the limit is ${limit}. It starts "${found.slice(0, ECHO_PREFIX)}…". Send a shorter value and call again.`,
      };
    }
    if (illFormed) {
      return {
        parameter: label,
        message: `Invalid arguments for ${tool.name}: ${label} contains a lone UTF-16 surrogate (half of an emoji, or a character cut in two), which cannot be sent to the upstream. Send ${label} as valid Unicode text and call again.`,
      };
    }
  }
  const size = JSON.stringify(args).length;
  if (size > ARGS_JSON_MAX) {
    return {
      message: `Invalid arguments for ${tool.name}: the arguments are ${size} bytes of JSON; the limit is ${ARGS_JSON_MAX}. Send fewer or shorter values and call again.`,
    };
  }
  return undefined;
}
