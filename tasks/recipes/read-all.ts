// Every row of a Seoul list service: its positional START_INDEX/END_INDEX pages, read as one golden
// action with allPages, so that an agent that reads only the first 1,000 rows fails.
import type { ActionRef, PlanContext, Row } from '../src/recipe.ts';

export async function readAll(context: PlanContext, tool: string, args: Row, after: ActionRef[]) {
  const read = await context.callAllPages(tool, args, { after });
  return { refs: [read] as ActionRef[], items: read.items };
}

/** The first 1,000 rows in one call, for services whose rows fit on one page. */
export async function readPage(context: PlanContext, tool: string, args: Row, after: ActionRef[]) {
  const read = await context.callPage(tool, args, { after });
  return { refs: [read] as ActionRef[], items: read.items };
}
