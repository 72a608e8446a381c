// Test helpers: a hub with NEIS, an SDK client connected in-process, and result readers.
import { connectInMemory, createHub } from '@kopa/kit';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { NEIS_DEMO_KEY, neis } from '../src/index.ts';

export const KEY = NEIS_DEMO_KEY;

export async function openNeis(state: Record<string, unknown> = {}) {
  const hub = await createHub({ platforms: [neis] });
  const { token } = hub.createSession({ state: { neis: state } });
  const client = await connectInMemory({ hub, platform: 'neis', token });
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
  return result.structuredContent as { totalCount: number; pageNo: number; numOfRows: number; items: Row[] };
}

export function itemsOf<Row = Record<string, string>>(result: Result): Row[] {
  return pageOf<Row>(result).items;
}
