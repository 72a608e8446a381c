// Shared pieces of the Gyeonggi tools: the typed tool factory and the one declaration every list
// tool follows (KEY, the service's filters, pIndex/pSize in; the normalized page out).
import { toolFactory } from '@kopa/kit';
import { z } from 'zod';
import type { GyeonggiUser } from '../schemas.ts';
import { KEY, pageOf, pIndex, pSize, rowOf } from '../schemas.ts';
import { SERVICES, type ServiceName } from '../services.ts';
import type { GgItem, GyeonggiClient } from '../upstream/client.ts';

export const ggTool = toolFactory<GyeonggiClient, GyeonggiUser>();

export const GENERIC = ['KEY', 'pIndex', 'pSize'] as const;
export const PAGING = { page: 'pIndex', size: 'pSize', max: 1000 } as const;

/** Declared fields always present: "" for text, null for counts, whatever upstream omitted. */
function conform(items: GgItem[], fields: Record<string, string>, numeric: readonly string[]): GgItem[] {
  return items.map((item) => {
    const out: GgItem = { ...item };
    for (const field of Object.keys(fields)) if (!(field in out)) out[field] = numeric.includes(field) ? null : '';
    return out;
  });
}

export function listTool<Filters extends z.ZodRawShape>(spec: {
  name: string;
  service: ServiceName;
  /** Korean text after "<title> (<service>): ". */
  ko: string;
  en: string;
  filters: Filters;
  fields: Record<string, string>;
  numeric?: readonly string[];
  noDataHint?: string;
}) {
  const { title } = SERVICES[spec.service];
  const numeric = spec.numeric ?? [];
  return ggTool({
    name: spec.name,
    title,
    operation: spec.service,
    description: `${title} (${spec.service}): ${spec.ko}\n${spec.en}`,
    input: z.object({ KEY, ...spec.filters, pIndex, pSize }),
    output: pageOf(rowOf(spec.fields, numeric)),
    kind: 'read',
    generic: GENERIC,
    paging: PAGING,
    async run(args, { client }) {
      const page = await client.list(
        spec.service,
        args as Record<string, string | number | undefined>,
        spec.noDataHint ? { noDataHint: spec.noDataHint } : {},
      );
      return { ...page, items: conform(page.items, spec.fields, numeric) };
    },
  });
}
