// Test helpers: a hub with the law platform and an SDK client connected in-process.
import { connectInMemory, createHub } from '@kopa/kit';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { LAW_DEMO_KEY, law } from '../src/index.ts';

export const KEY = LAW_DEMO_KEY;

export async function openLaw(state: Record<string, unknown> = {}) {
  const hub = await createHub({ platforms: [law] });
  const { token } = hub.createSession({ state: { law: state } });
  const client = await connectInMemory({ hub, platform: 'law', token });
  return {
    hub,
    client,
    token,
    call: (name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args }),
    state: () => hub.getSession(token)?.state.law,
    close: async () => {
      await client.close();
      await hub.close();
    },
  };
}

export type Result = Awaited<ReturnType<Client['callTool']>>;

export const textOf = (result: Result) => (result.content as Array<{ text: string }>)[0]?.text ?? '';

export interface Page<Row> {
  totalCount: number;
  pageNo: number;
  numOfRows: number;
  items: Row[];
}

export function pageOf<Row = Record<string, string>>(result: Result): Page<Row> {
  if (result.isError) throw new Error(`tool failed: ${textOf(result)}`);
  return result.structuredContent as unknown as Page<Row>;
}

export function itemOf<Item = Record<string, unknown>>(result: Result): Item {
  if (result.isError) throw new Error(`tool failed: ${textOf(result)}`);
  return (result.structuredContent as { item: Item }).item;
}
