// Shared pieces of the KDIC tools: the typed tool factory and the builder of the list tools, which all share
// one shape (serviceKey, filters, pageNo, numOfRows → the normalized page of real rows).
import { toolFactory } from '@kopa/kit';
import { z } from 'zod';
import { GENERIC, type KdicUser, numOfRows, pageNo, pageOf, serviceKey } from '../schemas.ts';
import type { KdicClient } from '../upstream/client.ts';
import { OPERATIONS, type OperationKey } from '../upstream/operations.ts';

export const kdicTool = toolFactory<KdicClient, KdicUser>();

export function listTool<Filters extends z.ZodRawShape, Row extends z.ZodObject>(spec: {
  name: string;
  title: string;
  op: OperationKey;
  /** Korean sentence(s) after the official name; the English line follows. */
  korean: string;
  english: string;
  filters: Filters;
  row: Row;
  noDataHint: string;
}) {
  const operation = OPERATIONS[spec.op].operation;
  const output = pageOf(spec.row);
  return kdicTool({
    name: spec.name,
    title: spec.title,
    operation,
    description: `${spec.title} (${operation}): ${spec.korean}\n${spec.english}`,
    input: z.object({ serviceKey, ...spec.filters, pageNo, numOfRows }),
    output,
    kind: 'read',
    generic: GENERIC,
    paging: { page: 'pageNo', size: 'numOfRows', max: 1000 },
    async run(args, { client }) {
      const page = await client.list({
        op: spec.op,
        params: args as Record<string, string | number | undefined>,
        noDataHint: spec.noDataHint,
      });
      return page as unknown as z.infer<typeof output>;
    },
  });
}
