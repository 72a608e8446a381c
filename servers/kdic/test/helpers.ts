// Test helpers: a hub with KDIC and an SDK client connected in-process.
import { connectInMemory, createHub } from '@kopa/kit';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { KDIC_DEMO_KEY, kdic } from '../src/index.ts';

export const KEY = KDIC_DEMO_KEY;

export async function openKdic(state: Record<string, unknown> = {}) {
  const hub = await createHub({ platforms: [kdic] });
  const { token } = hub.createSession({ state: { kdic: state } });
  const client = await connectInMemory({ hub, platform: 'kdic', token });
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

export interface PageOut<Row> {
  totalCount: number;
  pageNo: number;
  numOfRows: number;
  items: Row[];
}

export function pageOf<Row = Record<string, string>>(result: Result): PageOut<Row> {
  if (result.isError) throw new Error(`tool failed: ${textOf(result)}`);
  return result.structuredContent as unknown as PageOut<Row>;
}

export const itemsOf = <Row = Record<string, string>>(result: Result): Row[] => pageOf<Row>(result).items;
