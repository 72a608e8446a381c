// Real MCP clients for the fuzz suite: one over the HTTP gateway, one over stdio to a spawned
// `bin/kopa serve --stdio <platform>`. tools/call goes out as a plain request (not callTool) so that
// what the server answers is judged here, and every call has a timeout, so a hang is a failure.
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { CallToolResultSchema, McpError, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Args } from './fuzz-cases.ts';
import { CALL_TIMEOUT_MS, type FuzzTarget, type Outcome } from './fuzz-run.ts';

export interface FuzzConnection {
  target: FuzzTarget;
  tools: Tool[];
  /** Whether the server still answers a ping: it neither crashed nor hangs. */
  alive(): Promise<boolean>;
  /** What the server wrote to stderr (stdio only): the stack of an internal error. */
  stderr(): string;
  close(): Promise<void>;
}

const BIN = fileURLToPath(new URL('../../../../bin/kopa', import.meta.url));

async function connect(transport: Transport, stderr: () => string): Promise<FuzzConnection> {
  const client = new Client({ name: 'kopa-fuzz', version: '1' });
  await client.connect(transport, { timeout: CALL_TIMEOUT_MS });
  const tools: Tool[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : {});
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor);
  const target: FuzzTarget = {
    async call(name: string, args: Args): Promise<Outcome> {
      try {
        const result = await client.request(
          { method: 'tools/call', params: { name, arguments: args } },
          CallToolResultSchema,
          { timeout: CALL_TIMEOUT_MS },
        );
        return { result };
      } catch (error) {
        if (error instanceof McpError) return { protocolError: { code: error.code, message: error.message } };
        return { protocolError: { code: 0, message: error instanceof Error ? error.message : String(error) } };
      }
    },
  };
  return {
    target,
    tools,
    async alive() {
      try {
        await client.ping({ timeout: CALL_TIMEOUT_MS });
        return true;
      } catch {
        return false;
      }
    },
    stderr,
    close: () => client.close(),
  };
}

export function connectHttp(options: { url: string; platform: string }): Promise<FuzzConnection> {
  return connect(new StreamableHTTPClientTransport(new URL(`${options.url}/mcp/${options.platform}`)), () => '');
}

export function connectStdio(options: { platform: string }): Promise<FuzzConnection> {
  const transport = new StdioClientTransport({
    command: BIN,
    args: ['serve', '--stdio', options.platform],
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    // Bounded, so a chatty server cannot grow the test process.
    if (stderr.length < 200_000) stderr += chunk.toString('utf8');
  });
  return connect(transport, () => stderr).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `kopa serve --stdio ${options.platform} did not start (${message}); its stderr:\n${stderr.slice(-3000)}`,
    );
  });
}
