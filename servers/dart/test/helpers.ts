// Test helpers: a hub with DART and an SDK client connected in-process.
import { connectInMemory, createHub } from '@kopa/kit';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { DART_DEMO_KEY, dart } from '../src/index.ts';

export const KEY = DART_DEMO_KEY;

export async function openDart(state: Record<string, unknown> = {}) {
  const hub = await createHub({ platforms: [dart] });
  const { token } = hub.createSession({ state: { dart: state } });
  const client = await connectInMemory({ hub, platform: 'dart', token });
  return {
    hub,
    client,
    token,
    call: (name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args }),
    close: async () => {
      await client.close();
      await hub.close();
    },
  };
}

export type Result = Awaited<ReturnType<Client['callTool']>>;

export const textOf = (result: Result) => (result.content as Array<{ text: string }>)[0]?.text ?? '';

export function itemsOf<Row = Record<string, string>>(result: Result): Row[] {
  if (result.isError) throw new Error(`tool failed: ${textOf(result)}`);
  return (result.structuredContent as { items: Row[] }).items;
}
