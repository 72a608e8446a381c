// Test helpers: a hub with HRD Korea and an SDK client connected in-process.
import { connectInMemory, createHub } from '@kopa/kit';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { HRDKOREA_DEMO_KEY, hrdkorea } from '../src/index.ts';

export const KEY = HRDKOREA_DEMO_KEY;

export async function openHrd(state: Record<string, unknown> = {}) {
  const hub = await createHub({ platforms: [hrdkorea] });
  const { token } = hub.createSession({ state: { hrdkorea: state } });
  const client = await connectInMemory({ hub, platform: 'hrdkorea', token });
  return {
    hub,
    client,
    token,
    call: (name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args }),
    user: () => hub.getSession(token)?.state.hrdkorea?.user as Record<string, unknown> | undefined,
    close: async () => {
      await client.close();
      await hub.close();
    },
  };
}

export type Result = Awaited<ReturnType<Client['callTool']>>;

export const textOf = (result: Result) => (result.content as Array<{ text: string }>)[0]?.text ?? '';

export function itemsOf<Row = Record<string, string>>(result: Result): Row[] {
  if (result.isError) throw new Error(`tool failed: ${textOf(result)}`);
  return (result.structuredContent as { items: Row[] }).items;
}

export function structuredOf<T = Record<string, unknown>>(result: Result): T {
  if (result.isError) throw new Error(`tool failed: ${textOf(result)}`);
  return result.structuredContent as T;
}

/** An ISO instant at a KST wall-clock hour of a YYYYMMDD date. */
export function kst(options: { ymd: string; hour: number; minute?: number }): string {
  const { ymd, hour, minute = 0 } = options;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}T${pad(hour)}:${pad(minute)}:00+09:00`;
}
