// A Streamable HTTP server transport that answers every POST with a JSON body (the spec's
// `application/json` response mode) and offers no SSE stream. The SDK's stock transport converts
// each request through web streams; this one hands messages straight to the server, which is what
// makes the gateway fast (DESIGN §7).
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';

export class JsonResponseTransport implements Transport {
  readonly sessionId: string;
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
    for (const message of messages) {
      if ('method' in message && 'id' in message) {
        waits.push(new Promise((resolve) => this.pending.set(message.id as RequestId, resolve)));
      }
    }
    for (const message of messages) this.onmessage?.(message);
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
