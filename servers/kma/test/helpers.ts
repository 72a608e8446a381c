// Test helpers: a hub with KMA and an SDK client connected in-process.
import { connectInMemory, createHub } from '@kopa/kit';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { KMA_DEMO_KEY, kma } from '../src/index.ts';

export const KEY = KMA_DEMO_KEY;

export async function openKma(state: Record<string, unknown> = {}) {
  const hub = await createHub({ platforms: [kma] });
  const { token } = hub.createSession({ state: { kma: state } });
  const client = await connectInMemory({ hub, platform: 'kma', token });
  return {
    hub,
    client,
    token,
    call: (name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args }),
    state: () => hub.getSession(token)?.state.kma,
    close: async () => {
      await client.close();
      await hub.close();
    },
  };
}

export type Result = Awaited<ReturnType<Client['callTool']>>;

export const textOf = (result: Result) => (result.content as Array<{ text: string }>)[0]?.text ?? '';

export function structured<T = Record<string, unknown>>(result: Result): T {
  if (result.isError) throw new Error(`tool failed: ${textOf(result)}`);
  return result.structuredContent as T;
}

export function itemsOf<Row = Record<string, string>>(result: Result): Row[] {
  return structured<{ items: Row[] }>(result).items;
}
