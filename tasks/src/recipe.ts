// A task is authored as a recipe: the query, a plan that calls the real (offline) tools the way a
// careful agent would, and the answer computed from the plan's real outputs (DESIGN §4).
import type { Domain, Fact, TaskType } from './schema.ts';

export type Row = Record<string, unknown>;

/** A recorded golden action, to be named in later actions' `after`. */
export interface ActionRef {
  id: string;
}

export interface CallResult<Output = Row> extends ActionRef {
  output: Output;
}

export interface PagedResult extends ActionRef {
  items: Row[];
  totalCount: number;
}

export interface PlanContext {
  /** Calls `<platform>_get_api_key` (recorded as a golden action); later calls carry the key. */
  key(platform: string): Promise<ActionRef>;
  /** Calls `<platform>_renew_api_key` (recorded); for tasks whose key has expired. */
  renewKey(platform: string): Promise<ActionRef>;
  /** Calls a tool with its semantic arguments; the auth key is added for you. */
  call<Output = Row>(tool: string, args: Row, options?: { after?: ActionRef[] }): Promise<CallResult<Output>>;
  /** One call at the tool's largest page size, for lists that fit on it (not an `allPages` action). */
  callPage(tool: string, args: Row, options?: { after?: ActionRef[] }): Promise<PagedResult>;
  /** Reads every page of a paged tool; recorded as one golden action with `allPages: true`. */
  callAllPages(tool: string, args: Row, options?: { after?: ActionRef[] }): Promise<PagedResult>;
}

export interface Recipe {
  id: string;
  domain: Domain;
  type: TaskType;
  query: string;
  platforms: string[];
  /** Tools offered besides the golden ones (and the key tools). */
  distractors: string[];
  state?: Record<string, unknown>;
  plan(context: PlanContext): Promise<{ facts: Fact[] }>;
}

export function defineRecipe(recipe: Recipe): Recipe {
  return recipe;
}
