// Test helpers: a hub with the Seoul platform and an SDK client connected in-process.
import { connectInMemory, createHub } from '@kopa/kit';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SEOUL_DEMO_KEY, seoul } from '../src/index.ts';

export const KEY = SEOUL_DEMO_KEY;

export async function openSeoul(state: Record<string, unknown> = {}) {
  const hub = await createHub({ platforms: [seoul] });
  const { token } = hub.createSession({ state: { seoul: state } });
  const client = await connectInMemory({ hub, platform: 'seoul', token });
  return {
    hub,
    client,
    token,
    call: (name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args }),
    user: () => hub.getSession(token)?.state.seoul?.user as { reservations: Array<Record<string, unknown>> },
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
  return result.structuredContent as { resultCode: string; totalCount: number; items: Row[] };
}

export const itemsOf = <Row = Record<string, string>>(result: Result) => pageOf<Row>(result).items;
