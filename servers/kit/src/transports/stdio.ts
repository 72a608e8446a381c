// One platform over stdio, for Claude Desktop and Claude Code (DESIGN §3.5). Nothing but protocol
// goes to stdout; diagnostics go to stderr. Lines that are not one JSON-RPC message get the error
// reply JSON-RPC prescribes (the SDK's stdio transport drops them silently, so a client waits forever).
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, type JSONRPCMessage, JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Platform } from '../define-platform.ts';
import { createHub, type Hub } from '../hub.ts';
import { clip } from '../redact.ts';
import type { Mode } from '../runtime.ts';

/** A line longer than this is refused whole (-32600), without being buffered further. */
export const STDIO_LINE_MAX = 8 * 1024 * 1024;

export async function serveStdio(options: {
  platform: Platform;
  /** The injected state for this platform (DESIGN §3.3); defaults when omitted. */
  state?: unknown;
  stateFile?: string;
  mode?: Mode;
  /** A hub built with options of its own (a recording, a replay); `stateFile` and `mode` are then its. */
  hub?: Hub;
  /** The streams to talk over; the process's stdin and stdout by default (tests pass their own). */
  stdin?: Readable;
  stdout?: Writable;
}): Promise<{ close(): Promise<void> }> {
  const { platform } = options;
  const hub =
    options.hub ??
    (await createHub({
      platforms: [platform],
      idleMs: 0,
      ...(options.stateFile ? { stateFile: options.stateFile } : {}),
      ...(options.mode ? { mode: options.mode } : {}),
    }));
  // A persisted session keeps its `user` state across restarts.
  const token = 'stdio';
  if (!hub.getSession(token)) {
    hub.createSession({ token, state: options.state === undefined ? {} : { [platform.id]: options.state } });
  }
  const server = hub.createServer({ token, platform: platform.id });
  await server.connect(createStdioTransport({ stdin: options.stdin, stdout: options.stdout }));
  return {
    async close() {
      await server.close();
      await hub.close();
    },
  };
}

type Classified = { message: JSONRPCMessage } | { reply: string } | undefined;

/**
 * One line in, one JSON-RPC message out, or the error reply the line deserves: -32700 for a line that
 * is not JSON, -32600 for a batch (MCP 2025-06-18 dropped JSON-RPC batching) or an invalid request
 * (an id that is null, an object or a fraction, no method, a wrong `jsonrpc`). Blank lines are skipped.
 */
export function classifyLine(line: string): Classified {
  if (line.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return reply(
      null,
      ErrorCode.ParseError,
      `Parse error: the line is not JSON (${clip(error instanceof Error ? error.message : String(error), 120)}); send one JSON-RPC message per line`,
    );
  }
  if (Array.isArray(value)) {
    return reply(
      null,
      ErrorCode.InvalidRequest,
      'Invalid Request: batches are not supported; send one JSON-RPC message per line',
    );
  }
  if (typeof value !== 'object' || value === null) {
    return reply(null, ErrorCode.InvalidRequest, 'Invalid Request: a message must be a JSON object');
  }
  const message = value as Record<string, unknown>;
  const idValid =
    typeof message.id === 'string' || (typeof message.id === 'number' && Number.isSafeInteger(message.id));
  const replyId = idValid ? (message.id as string | number) : null;
  if ('id' in message && !idValid) {
    return reply(
      null,
      ErrorCode.InvalidRequest,
      'Invalid Request: id must be a string or an integer (not null, an object or a fraction)',
    );
  }
  if (message.jsonrpc !== '2.0')
    return reply(replyId, ErrorCode.InvalidRequest, 'Invalid Request: "jsonrpc" must be "2.0"');
  if (!('method' in message)) {
    if (idValid && ('result' in message || 'error' in message)) return parsed(message, replyId);
    return reply(
      replyId,
      ErrorCode.InvalidRequest,
      'Invalid Request: "method" is missing; a request needs a method name such as "tools/list"',
    );
  }
  if (typeof message.method !== 'string' || message.method === '') {
    return reply(replyId, ErrorCode.InvalidRequest, 'Invalid Request: "method" must be a non-empty string');
  }
  if ('params' in message && (typeof message.params !== 'object' || message.params === null)) {
    return idValid
      ? reply(replyId, ErrorCode.InvalidParams, 'Invalid params: "params" must be an object or left out')
      : undefined;
  }
  return parsed(message, replyId);
}

function parsed(message: Record<string, unknown>, id: string | number | null): Classified {
  const result = JSONRPCMessageSchema.safeParse(message);
  if (result.success) return { message: result.data };
  return reply(id, ErrorCode.InvalidRequest, 'Invalid Request: not a JSON-RPC 2.0 request, notification or response');
}

function reply(id: string | number | null, code: number, message: string): { reply: string } {
  return { reply: `${JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } })}\n` };
}

/** The MCP stdio transport: newline-delimited JSON-RPC, answering every malformed line. */
export function createStdioTransport(
  options: { stdin?: Readable | undefined; stdout?: Writable | undefined } = {},
): Transport {
  const stdin = options.stdin ?? process.stdin;
  const stdout = options.stdout ?? process.stdout;
  let buffer: Buffer | undefined;
  // After an overlong line, input is dropped until its end.
  let skipping = false;
  const write = (text: string) =>
    new Promise<void>((resolve) => {
      if (stdout.write(text)) resolve();
      else stdout.once('drain', resolve);
    });
  const transport: Transport = {
    async start() {
      stdin.on('data', onData);
      stdin.on('error', onError);
    },
    async send(message) {
      await write(`${JSON.stringify(message)}\n`);
    },
    async close() {
      stdin.off('data', onData);
      stdin.off('error', onError);
      if (stdin.listenerCount('data') === 0) stdin.pause();
      buffer = undefined;
      transport.onclose?.();
    },
  };
  function onData(chunk: Buffer | string) {
    buffer = buffer ? Buffer.concat([buffer, Buffer.from(chunk)]) : Buffer.from(chunk);
    for (let index = buffer.indexOf(10); index !== -1; index = buffer.indexOf(10)) {
      const line = buffer.toString('utf8', 0, index).replace(/\r$/, '');
      buffer = buffer.subarray(index + 1);
      if (skipping) {
        skipping = false;
        continue;
      }
      handle(line);
    }
    if (buffer.length > STDIO_LINE_MAX) {
      buffer = undefined;
      if (!skipping) {
        skipping = true;
        void write(
          reply(null, ErrorCode.InvalidRequest, `Invalid Request: a line is longer than ${STDIO_LINE_MAX} bytes`).reply,
        );
      }
    }
  }
  function handle(line: string) {
    const classified = classifyLine(line);
    if (!classified) return;
    if ('reply' in classified) void write(classified.reply);
    else transport.onmessage?.(classified.message);
  }
  function onError(error: Error) {
    transport.onerror?.(error);
  }
  return transport;
}
