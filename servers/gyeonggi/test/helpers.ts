// Test helpers: a hub with the Gyeonggi platform and an SDK client connected in-process.
import { connectInMemory, createHub } from '@kopa/kit';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { GYEONGGI_DEMO_KEY, gyeonggi } from '../src/index.ts';

export const KEY = GYEONGGI_DEMO_KEY;

export async function openGyeonggi(state: Record<string, unknown> = {}) {
  const hub = await createHub({ platforms: [gyeonggi] });
  const { token } = hub.createSession({ state: { gyeonggi: state } });
  const client = await connectInMemory({ hub, platform: 'gyeonggi', token });
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

export interface PageOf<Row> {
  resultCode: string;
  totalCount: number;
  pageNo: number;
  numOfRows: number;
  items: Row[];
}

export function pageOf<Row = Record<string, string>>(result: Result): PageOf<Row> {
  if (result.isError) throw new Error(`tool failed: ${textOf(result)}`);
  return result.structuredContent as unknown as PageOf<Row>;
}

export const itemsOf = <Row = Record<string, string>>(result: Result): Row[] => pageOf<Row>(result).items;
