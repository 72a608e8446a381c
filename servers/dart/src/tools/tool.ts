// Shared pieces of the DART tools: the typed tool factory and the normalization of DART bodies into
// the kit's one output shape.
import { DART_MESSAGES, toolFactory } from '@kopa/kit';
import { z } from 'zod';
import { pageOf, rowWith, type WatchlistUser } from '../schemas.ts';
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

/** Declares a tool over a DART API that answers `list` for one request shape (DS002, DS005). */
export function listApiTool(spec: {
  name: string;
  api: string;
  title: string;
  /** Korean text after "<title> (<api>.json): ". */
  ko: string;
  en: string;
  /** Prefix of the description before the title, e.g. 주요사항보고서. */
  group?: string;
  query: z.ZodRawShape;
  fields: Record<string, string>;
  /** Fields the real API sends on some rows only. */
  optionalFields?: Record<string, string>;
}) {
  return dartTool({
    name: spec.name,
    title: spec.title,
    operation: `${spec.api}.json`,
    description: `${spec.group ? `${spec.group} ` : ''}${spec.title} (${spec.api}.json): ${spec.ko}\n${spec.en}`,
    input: z.object(spec.query),
    output: pageOf(
      rowWith(
        {
          rcept_no: '접수번호',
          corp_cls: '법인구분',
          corp_code: '고유번호',
          corp_name: '회사명(법인명)',
          ...spec.fields,
        },
        spec.optionalFields,
      ),
    ),
    kind: 'read',
    generic: GENERIC,
    run: async (args, { client }) => pageFromList(await client.call(spec.api, args as Record<string, string>)),
  });
}
