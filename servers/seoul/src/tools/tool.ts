// Shared pieces of the Seoul tools: the typed tool factory and a builder for the many
// positional "list" services (KEY/START_INDEX/END_INDEX plus ordered filters).
import { type Page, toolFactory } from '@kopa/kit';
import { z } from 'zod';
import { KEY, pageOf, RANGE, RANGE_GENERIC, rangeOf, type SeoulUser } from '../schemas.ts';
import type { SeoulClient } from '../upstream/client.ts';

// Text no URL can carry (a lone surrogate) is refused for every tool by the kit, before a call.
export const seoulTool = toolFactory<SeoulClient, SeoulUser>();

type Shape = Record<string, z.ZodType>;

/** A tool over one 8088 service whose filters are positional segments in `order`. */
export function listTool<Filters extends Shape, Row extends z.ZodType>(spec: {
  name: string;
  title: string;
  operation: string;
  description: string;
  filters: Filters;
  /** Filter names in the order the service reads its path segments. */
  order: ReadonlyArray<keyof Filters & string>;
  row: Row;
  realtime?: boolean;
}) {
  const input = z.object({ KEY, ...spec.filters, ...RANGE });
  return seoulTool({
    name: spec.name,
    title: spec.title,
    operation: spec.operation,
    description: spec.description,
    input,
    output: pageOf(spec.row),
    kind: 'read',
    generic: RANGE_GENERIC,
    // Positional START_INDEX/END_INDEX ranges of at most 1,000 rows (DESIGN §3.2 paging caps).
    paging: { start: 'START_INDEX', end: 'END_INDEX', max: 1000 },
    ...(spec.realtime ? { realtime: true } : {}),
    async run(args, { client }) {
      const values = args as Record<string, unknown>;
      const { start, end } = rangeOf(values as { START_INDEX?: number; END_INDEX?: number });
      const page = await client.list({
        service: spec.operation,
        key: String(values.KEY),
        start,
        end,
        filters: spec.order.map((name) => (values[name] === undefined ? undefined : String(values[name]))),
      });
      return page as z.infer<ReturnType<typeof pageOf<Row>>>;
    },
  });
}

/** Types a parsed page by its output row schema (the rows were validated by the tool output). */
export function typedPage<Row>(page: Page): Omit<Page, 'items'> & { items: Row[] } {
  return page as Omit<Page, 'items'> & { items: Row[] };
}
