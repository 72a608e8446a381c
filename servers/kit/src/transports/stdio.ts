// One platform over stdio, for Claude Desktop and Claude Code (DESIGN §3.5). Nothing but protocol
// goes to stdout; diagnostics go to stderr.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Platform } from '../define-platform.ts';
import { createHub } from '../hub.ts';
import type { Mode } from '../runtime.ts';

export async function serveStdio(options: {
  platform: Platform;
  /** The injected state for this platform (DESIGN §3.3); defaults when omitted. */
  state?: unknown;
  stateFile?: string;
  mode?: Mode;
}): Promise<{ close(): Promise<void> }> {
  const { platform } = options;
  const hub = await createHub({
    platforms: [platform],
    idleMs: 0,
    ...(options.stateFile ? { stateFile: options.stateFile } : {}),
    ...(options.mode ? { mode: options.mode } : {}),
  });
  // A persisted session keeps its `user` state across restarts.
  const token = 'stdio';
  if (!hub.getSession(token)) {
    hub.createSession({ token, state: options.state === undefined ? {} : { [platform.id]: options.state } });
  }
  const server = hub.createServer({ token, platform: platform.id });
  await server.connect(new StdioServerTransport());
  return {
    async close() {
      await server.close();
      await hub.close();
    },
  };
}
