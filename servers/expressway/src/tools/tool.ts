// Shared pieces of the Expressway tools: the typed tool factory, and the one shape every read tool
// has (the tool's arguments are the real request parameters, the answer a normalized page).
import { toolFactory } from '@kopa/kit';
import type { z } from 'zod';
import { pageOf } from '../rows.ts';
import type { ExpresswayUser } from '../schemas.ts';
import type { ExpresswayClient } from '../upstream/client.ts';
import { OPERATIONS, type OperationPath } from '../upstream/operations.ts';

export const exTool = toolFactory<ExpresswayClient, ExpresswayUser>();

type Params = Record<string, string | number | undefined>;

/** A read tool mirroring one data.ex.co.kr operation, with its official name as title. */
export function listTool<Input extends z.ZodObject, Row extends z.ZodType>(options: {
  name: string;
  path: OperationPath;
  description: string;
  input: Input;
  row: Row;
  realtime?: boolean;
  /** Extra meaningless parameters besides key/numOfRows/pageNo. */
  generic?: readonly string[];
  /** The next step after a NO_DATA answer of this operation. */
  noDataHint?: string;
  /** Adjusts the arguments before they become query parameters. */
  prepare?: (args: z.infer<Input>) => Params;
}) {
  const spec = OPERATIONS[options.path];
  const output = pageOf(options.row);
  return exTool({
    name: options.name,
    title: spec.title,
    operation: options.path,
    description: options.description,
    input: options.input,
    output,
    kind: 'read',
    generic: ['key', 'numOfRows', 'pageNo', ...(options.generic ?? [])],
    ...(options.realtime ? { realtime: true } : {}),
    paging: { page: 'pageNo', size: 'numOfRows', max: spec.maxRows },
    async run(args, { client }) {
      const params = options.prepare ? options.prepare(args) : (args as Params);
      const page = await client.list(
        options.path,
        params,
        options.noDataHint ? { noDataHint: options.noDataHint } : {},
      );
      return page as z.infer<typeof output>;
    },
  });
}
