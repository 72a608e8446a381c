// The emulation's read calls are pure: a read tool's output is a function of its arguments, the
// session's state (credentials, clock, overlay, user; frozen while the call runs) and the platform's
// dataset. So an offline runtime keeps its recent successful read outputs, frozen, and every session
// that makes the same call on the same state gets the same output without running it again: the
// rollouts of one task start from one state and make the same lookups. A long-lived hub keeps an
// output from the second time its call is made, so that a gateway whose every session has a state of
// its own (a soak, a crowd of users) keeps nothing it would never be asked for again; a hub that
// lives for one evaluation run keeps every output from the first time. A session's fault, call-log
// entry and stored result stay its own; live and replay modes never share (the upstream is not
// pure), nor do key tools, writes or calls with an injected fault.
import type { SessionState } from '../state.ts';
import { freezeDeep } from '../state.ts';

export interface ReadOutput {
  /** Frozen: it is shared between sessions. */
  output: Record<string, unknown>;
  /** `JSON.stringify(output)`, the text content of the result. */
  text: string;
}

export interface ReadMemo {
  get(key: string): ReadOutput | undefined;
  /**
   * The output to answer with: the first time a key is seen, the output as it is (not kept); from
   * the second, frozen and kept, the oldest entries going once the keys and texts held pass the limit.
   */
  set(key: string, output: Record<string, unknown>): ReadOutput;
  /** Entries and characters of key and text held, for tests and figures. */
  size(): { entries: number; chars: number };
}

/** Characters of call key and output text an offline runtime keeps: the benchmark's whole first pass. */
export const READ_MEMO_CHARS = 48 * 1024 * 1024;

/** Calls seen once, remembered by a hash; past this many the memory starts over. */
const SEEN_ONCE_LIMIT = 200_000;

/** A 32-bit FNV-1a hash of the key: two keys that collide only keep an output one call early. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** When a memo keeps a call's output: from the second time the call is made, or from the first. */
export type ReadMemoKeep = 'repeated' | 'all';

export function createReadMemo(options: { limitChars?: number; keep?: ReadMemoKeep } = {}): ReadMemo {
  const limitChars = options.limitChars ?? READ_MEMO_CHARS;
  const keepAll = options.keep === 'all';
  const entries = new Map<string, ReadOutput>();
  let seenOnce = new Set<number>();
  let chars = 0;
  const weight = (key: string, entry: ReadOutput) => key.length + entry.text.length;
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry) {
        // Most recently used last, so the oldest unused go first.
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set(key, output) {
      if (!keepAll) {
        const hash = hashKey(key);
        if (!seenOnce.delete(hash)) {
          if (seenOnce.size >= SEEN_ONCE_LIMIT) seenOnce = new Set();
          seenOnce.add(hash);
          return { output, text: JSON.stringify(output) };
        }
      }
      const entry: ReadOutput = { output: freezeDeep(output), text: JSON.stringify(output) };
      shared.set(entry.output, entry);
      // An output larger than the whole memo is returned, not kept.
      if (weight(key, entry) > limitChars) return entry;
      const previous = entries.get(key);
      if (previous) chars -= weight(key, previous);
      entries.delete(key);
      entries.set(key, entry);
      chars += weight(key, entry);
      for (const [oldest, held] of entries) {
        if (chars <= limitChars) break;
        entries.delete(oldest);
        chars -= weight(oldest, held);
      }
      return entry;
    },
    size: () => ({ entries: entries.size, chars }),
  };
}

/** Every output a memo has frozen, with its text and, once asked, that text as a JSON string. */
const shared = new WeakMap<object, ReadOutput & { quoted?: string }>();

/**
 * `JSON.stringify(value)`, made once for an output a read memo shares: a run store or a report
 * writes the same output for every rollout that read it.
 */
export function jsonOf(value: unknown): string {
  return (typeof value === 'object' && value !== null && shared.get(value)?.text) || (JSON.stringify(value) ?? 'null');
}

/**
 * `JSON.stringify(result)` of a tool result, made from the shared output's text when the result is
 * the usual one (the output's JSON as its one text block, the output, its meta): a gateway then
 * serializes the output once, not once per call.
 */
export function callResultJson(result: { content?: unknown; structuredContent?: unknown; _meta?: unknown }): string {
  const output = result.structuredContent;
  const entry = typeof output === 'object' && output !== null ? shared.get(output) : undefined;
  const text = entry?.text;
  const content = result.content as Array<{ type?: unknown; text?: unknown }> | undefined;
  const keys = Object.keys(result);
  if (
    entry === undefined ||
    keys.length !== 3 ||
    keys[0] !== 'content' ||
    keys[1] !== 'structuredContent' ||
    keys[2] !== '_meta' ||
    content?.length !== 1 ||
    Object.keys(content[0] ?? {}).length !== 2 ||
    content[0]?.type !== 'text' ||
    content[0]?.text !== text
  )
    return JSON.stringify(result);
  entry.quoted ??= JSON.stringify(text);
  return `{"content":[{"type":"text","text":${entry.quoted}}],"structuredContent":${text},"_meta":${JSON.stringify(result._meta)}}`;
}

const fingerprints = new WeakMap<SessionState, string>();

/**
 * The state a read call ran on, as text: states are frozen and replaced whole on every change, so
 * each is serialized once. Two states with the same text are the same state (a different key order
 * only misses the memo).
 */
export function stateFingerprint(state: SessionState): string {
  let text = fingerprints.get(state);
  if (text === undefined) {
    text = JSON.stringify(state);
    fingerprints.set(state, text);
  }
  return text;
}

/** The memo key of a read call: tool, parsed arguments (schema order) and state. */
export const readKey = (tool: string, args: Record<string, unknown>, state: SessionState) =>
  `${tool}\u0000${JSON.stringify(args)}\u0000${stateFingerprint(state)}`;
