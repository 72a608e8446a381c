// Test helpers: a hub with KRX and an SDK client connected in-process.
import { connectInMemory, createHub } from '@kopa/kit';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { KRX_DEMO_KEY, krx } from '../src/index.ts';

export const KEY = KRX_DEMO_KEY;

export async function openKrx(state: Record<string, unknown> = {}) {
  const hub = await createHub({ platforms: [krx] });
  const { token } = hub.createSession({ state: { krx: state } });
  const client = await connectInMemory({ hub, platform: 'krx', token });
  return {
    hub,
    client,
    token,
    call: (name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args }),
    state: () => hub.getSession(token)?.state.krx,
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
  return result.structuredContent as { resultCode: string; totalCount: number; pageNo: number; items: Row[] };
}

export const itemsOf = <Row = Record<string, string>>(result: Result): Row[] => pageOf<Row>(result).items;
