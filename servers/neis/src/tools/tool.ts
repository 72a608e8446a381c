// Shared pieces of the NEIS tools: the typed tool factory, the generic (meaningless) parameters,
// and the call that turns tool arguments into a NEIS request and a normalized page.
import { toolFactory } from '@kopa/kit';
import type { NeisUser } from '../schemas.ts';
import type { NeisClient, NeisPage, NeisParams } from '../upstream/client.ts';

export const neisTool = toolFactory<NeisClient, NeisUser>();

export const GENERIC = ['KEY', 'pIndex', 'pSize'] as const;

/** Calls a service with the tool's arguments as they are (real names), typed rows out. */
export async function fetchPage<Row>(options: {
  client: NeisClient;
  service: string;
  args: NeisParams;
  noDataHint: string;
}): Promise<Omit<NeisPage, 'items'> & { items: Row[] }> {
  const page = await options.client.call(options.service, options.args, { noDataHint: options.noDataHint });
  return { ...page, items: page.items as Row[] };
}
