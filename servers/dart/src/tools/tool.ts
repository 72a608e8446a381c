// Shared pieces of the DART tools: the typed tool factory and the normalization of DART bodies into
// the kit's one output shape.
import { DART_MESSAGES, toolFactory } from '@kopa/kit';
import type { WatchlistUser } from '../schemas.ts';
import type { DartBody, DartClient } from '../upstream/client.ts';

export const dartTool = toolFactory<DartClient, WatchlistUser>();

export const GENERIC = ['crtfc_key'] as const;

/** A DART `list` body as a normalized page (these APIs return everything at once). */
export function pageFromList<Row>(body: DartBody) {
  const items = (Array.isArray(body.list) ? body.list : []) as Row[];
  return {
    resultCode: body.status,
    resultMsg: body.message || (DART_MESSAGES[body.status] ?? ''),
    totalCount: items.length,
    pageNo: 1,
    numOfRows: items.length,
    items,
  };
}
