// Shared pieces of the TourAPI tools: the typed tool factory, the generic parameters, the paging declaration,
// and the mapping of tool arguments onto a KorService2 request (MobileOS/MobileApp filled in when omitted).
import { toolFactory } from '@kopa/kit';
import type { z } from 'zod';
import type { TourUser } from '../schemas.ts';
import { type TourClient, type TourItem, type TourOperation, type TourParams, tourError } from '../upstream/client.ts';

export const tourTool = toolFactory<TourClient, TourUser>();

export const GENERIC = ['serviceKey', 'MobileOS', 'MobileApp', 'numOfRows', 'pageNo', 'arrange'] as const;

/** The row type of a paged output schema, or the item type of a detail output schema. */
export type RowOf<Output extends z.ZodType> =
  z.infer<Output> extends { items: Array<infer Row> }
    ? Row
    : z.infer<Output> extends { item: infer Item }
      ? Item
      : never;

/** TourAPI pages with pageNo/numOfRows, at most 1,000 rows a page. */
export const PAGING = { page: 'pageNo', size: 'numOfRows', max: 1000 } as const;

export function paramsOf(args: Record<string, unknown>): TourParams {
  const params: TourParams = { MobileOS: 'ETC', MobileApp: 'KOPA' };
  for (const [name, value] of Object.entries(args)) if (value !== undefined) params[name] = String(value);
  return params;
}

/** One page of a list operation; rows are typed by the caller's output schema (the client keeps every field). */
export async function callPage<Row = TourItem>(options: {
  client: TourClient;
  operation: TourOperation;
  args: Record<string, unknown>;
}) {
  const page = await options.client.call(options.operation, paramsOf(options.args));
  return { ...page, items: page.items as Row[] };
}

/** A detail operation's single item; an empty answer is reported as 03 NODATA_ERROR with the next step. */
export async function callDetail<Item = TourItem>(options: {
  client: TourClient;
  operation: TourOperation;
  args: Record<string, unknown>;
  hint: string;
}): Promise<{ resultCode: string; resultMsg: string; item: Item }> {
  const page = await options.client.call(options.operation, paramsOf(options.args));
  const item = page.items[0];
  if (!item) throw tourError({ code: '03', hint: options.hint });
  return { resultCode: page.resultCode, resultMsg: page.resultMsg, item: item as Item };
}
