// Test helpers: a hub with the Expressway platform and an SDK client connected in-process.
import { connectInMemory, createHub } from '@kopa/kit';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { EXPRESSWAY_DEMO_KEY, expressway } from '../src/index.ts';

export const KEY = EXPRESSWAY_DEMO_KEY;

export async function openExpressway(state: Record<string, unknown> = {}) {
  const hub = await createHub({ platforms: [expressway] });
  const { token } = hub.createSession({ state: { expressway: state } });
  const client = await connectInMemory({ hub, platform: 'expressway', token });
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

export interface PageOutput<Row> {
  resultCode: string;
  totalCount: number;
  pageNo: number;
  numOfRows: number;
  items: Row[];
}

export function pageOf<Row = Record<string, string>>(result: Result): PageOutput<Row> {
  if (result.isError) throw new Error(`tool failed: ${textOf(result)}`);
  return result.structuredContent as unknown as PageOutput<Row>;
}

export function itemsOf<Row = Record<string, string>>(result: Result): Row[] {
  return pageOf<Row>(result).items;
}
