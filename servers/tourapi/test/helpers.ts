// Test helpers: a hub with TourAPI and an SDK client connected in-process.
import { connectInMemory, createHub } from '@kopa/kit';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { TOURAPI_DEMO_KEY, tourapi } from '../src/index.ts';

export const KEY = TOURAPI_DEMO_KEY;

export async function openTour(state: Record<string, unknown> = {}) {
  const hub = await createHub({ platforms: [tourapi] });
  const { token } = hub.createSession({ state: { tourapi: state } });
  const client = await connectInMemory({ hub, platform: 'tourapi', token });
  return {
    hub,
    client,
    token,
    call: (name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args }),
    /** A data tool called with the session's key. */
    data: (name: string, args: Record<string, unknown> = {}) =>
      client.callTool({ name, arguments: { serviceKey: KEY, ...args } }),
    close: async () => {
      await client.close();
      await hub.close();
    },
  };
}

export type Result = Awaited<ReturnType<Client['callTool']>>;
export type Row = Record<string, string>;

export const textOf = (result: Result) => (result.content as Array<{ text: string }>)[0]?.text ?? '';

export function pageOf(result: Result): { totalCount: number; items: Row[] } {
  if (result.isError) throw new Error(`tool failed: ${textOf(result)}`);
  return result.structuredContent as { totalCount: number; items: Row[] };
}

export const itemsOf = (result: Result): Row[] => pageOf(result).items;

export function itemOf(result: Result): Row {
  if (result.isError) throw new Error(`tool failed: ${textOf(result)}`);
  return (result.structuredContent as { item: Row }).item;
}
