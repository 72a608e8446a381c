// Shared pieces of the law tools: the typed tool factory, the generic parameters, and the paged
// search tool every target (law, prec, expc, admrul, ordin) is declared with.
import { toolFactory } from '@kopa/kit';
import { z } from 'zod';
import type { LawUser } from '../schemas.ts';
import { OC, Paging, pageOf, query, search } from '../schemas.ts';
import type { LawClient, Target } from '../upstream/client.ts';

export const lawTool = toolFactory<LawClient, LawUser>();

export const GENERIC = ['OC', 'display', 'page', 'sort'] as const;
export const PAGING = { page: 'page', size: 'display', max: 100 } as const;

/** Drops undefined values, so only the variables the caller gave reach the URL. */
export function defined(args: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(args)) {
    if (typeof value === 'string' || typeof value === 'number') out[name] = value;
  }
  return out;
}

/** A lawSearch.do tool over one target: the real variables, paging, and the normalized page. */
export function searchTool<Shape extends z.ZodRawShape, Row extends z.ZodType>(spec: {
  name: string;
  title: string;
  target: Target;
  /** Korean text after "<title> (lawSearch.do target=…): ". */
  ko: string;
  en: string;
  filters: Shape;
  row: Row;
  fixed?: Record<string, string>;
}) {
  const operation = `lawSearch.do?target=${spec.target}`;
  return lawTool({
    name: spec.name,
    title: spec.title,
    operation,
    description: `${spec.title} (${operation}): ${spec.ko} display는 최대 100이며, totalCount를 보고 page로 끝까지 넘겨 읽으세요.\n${spec.en}`,
    input: z.object({ OC, query, search, ...spec.filters, ...Paging }),
    output: pageOf(spec.row),
    kind: 'read',
    generic: GENERIC,
    paging: PAGING,
    async run(args, { client }) {
      const page = await client.search(spec.target, { ...defined(args as Record<string, unknown>), ...spec.fixed });
      return { ...page, items: page.items as z.infer<Row>[] };
    },
  });
}
