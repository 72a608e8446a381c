// Test helpers: a hub with the Assembly platform and an SDK client connected in-process.
import { connectInMemory, createHub } from '@kopa/kit';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ASSEMBLY_DEMO_KEY, assembly } from '../src/index.ts';

export const KEY = ASSEMBLY_DEMO_KEY;

export async function openAssembly(state: Record<string, unknown> = {}) {
  const hub = await createHub({ platforms: [assembly] });
  const { token } = hub.createSession({ state: { assembly: state } });
  const client = await connectInMemory({ hub, platform: 'assembly', token });
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

export function pageOf<Row = Record<string, string>>(result: Result) {
  if (result.isError) throw new Error(`tool failed: ${textOf(result)}`);
  return result.structuredContent as { totalCount: number; items: Row[]; resultCode: string };
}

export function itemsOf<Row = Record<string, string>>(result: Result): Row[] {
  return pageOf<Row>(result).items;
}
