// Shared pieces of the Open Assembly tools: the typed tool factory and a builder for the many
// list operations that differ only in service code, filters and row.
import { toolFactory } from '@kopa/kit';
import { z } from 'zod';
import type { ApiRow } from '../rows.ts';
import { type AssemblyUser, KEY, PAGING, pageOf } from '../schemas.ts';
import type { ApiCode } from '../upstream/apis.ts';
import type { AssemblyClient } from '../upstream/client.ts';

export const assemblyTool = toolFactory<AssemblyClient, AssemblyUser>();

export const GENERIC = ['KEY', 'pIndex', 'pSize'] as const;
export const PAGING_META = { page: 'pIndex', size: 'pSize', max: 1000 } as const;

/** A tool for one list API: KEY + the API's filters + pIndex/pSize, answered as a normalized page. */
export function listTool<Filters extends z.ZodRawShape, Row extends z.ZodObject>(spec: {
  name: string;
  title: string;
  api: ApiCode;
  description: string;
  filters: Filters;
  row: Row;
  realtime?: boolean;
}) {
  return assemblyTool({
    name: spec.name,
    title: spec.title,
    operation: spec.api,
    description: spec.description,
    input: z.object({ KEY, ...spec.filters, ...PAGING }),
    output: pageOf(spec.row),
    kind: 'read',
    generic: GENERIC,
    paging: PAGING_META,
    ...(spec.realtime ? { realtime: true } : {}),
    async run(args, { client }) {
      const params: Record<string, string | number | undefined> = {};
      for (const [name, value] of Object.entries(args as Record<string, unknown>)) {
        if (value !== undefined) params[name] = typeof value === 'number' ? value : String(value);
      }
      const page = await client.list(spec.api, params);
      return { ...page, items: page.items as z.infer<Row>[] } as unknown as z.infer<ReturnType<typeof pageOf<Row>>>;
    },
  });
}

export type { ApiRow };
