// A Streamable HTTP server transport that answers every POST with a JSON body (the spec's
// `application/json` response mode) and offers no SSE stream. The SDK's stock transport converts
// each request through web streams; this one hands messages straight to the server, and once the
// session is initialized it answers tools/list and tools/call through a fast path that skips the
// protocol layer's per-request validation. That is what makes the gateway fast (DESIGN §7).
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, JSONRPCRequest, RequestId } from '@modelcontextprotocol/sdk/types.js';

/** Answers a request directly, skipping the SDK's protocol layer; undefined to let it through. */
export type FastPath = (message: JSONRPCRequest) => Promise<JSONRPCMessage> | undefined;

export class JsonResponseTransport implements Transport {
  readonly sessionId: string;
  /** Set once the session is initialized: tools/list and tools/call go straight to the hub. */
  fastPath: FastPath | undefined;
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  private readonly pending = new Map<RequestId, (message: JSONRPCMessage) => void>();
  private closed = false;

  constructor(sessionId: string) {
    this.sessionId = sessionId;
  }

  async start(): Promise<void> {}

  async send(message: JSONRPCMessage): Promise<void> {
    if ('id' in message && ('result' in message || 'error' in message)) {
      const resolve = this.pending.get(message.id as RequestId);
      if (resolve) {
        this.pending.delete(message.id as RequestId);
        resolve(message);
      }
    }
    // Server-initiated requests and notifications have no stream to go to in JSON mode; drop them.
  }

  /** Delivers one POST's messages and resolves with the responses to its requests, in order. */
  handle(messages: JSONRPCMessage[]): Promise<JSONRPCMessage[]> {
    const waits: Array<Promise<JSONRPCMessage>> = [];
    const forward: JSONRPCMessage[] = [];
    for (const message of messages) {
      if ('method' in message && 'id' in message) {
        const refused = refuseCursor(message as JSONRPCRequest);
        if (refused) {
          waits.push(Promise.resolve(refused));
          continue;
        }
        const fast = this.fastPath?.(message as JSONRPCRequest);
        if (fast) {
          waits.push(fast);
          continue;
        }
        waits.push(new Promise((resolve) => this.pending.set(message.id as RequestId, resolve)));
      }
      forward.push(message);
    }
    for (const message of forward) this.onmessage?.(message);
    return Promise.all(waits);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const [id, resolve] of this.pending) {
      resolve({ jsonrpc: '2.0', id, error: { code: -32000, message: 'session closed' } });
    }
    this.pending.clear();
    this.onclose?.();
  }
}

/**
 * tools/list answers every tool in one page and never hands out a `nextCursor`, so any cursor is
 * one this server did not issue: -32602, as the spec asks for an invalid cursor.
 */
function refuseCursor(message: JSONRPCRequest): JSONRPCMessage | undefined {
  if (message.method !== 'tools/list') return undefined;
  const cursor = (message.params as { cursor?: unknown } | undefined)?.cursor;
  if (cursor === undefined) return undefined;
  const shown = typeof cursor === 'string' ? `"${cursor.slice(0, 64)}"` : typeof cursor;
  return {
    jsonrpc: '2.0',
    id: message.id,
    error: {
      code: -32602,
      message: `invalid cursor ${shown}: tools/list returns every tool in one page; call it without a cursor`,
    },
  };
}
