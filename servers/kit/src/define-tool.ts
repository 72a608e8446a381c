// A tool is declared once (DESIGN §3.1). The same declaration registers the MCP tool, produces the
// README table and feeds the synthesizer's tool universe; nothing else restates its schema.
import type { z } from 'zod';
import type { Credentials, SessionState } from './state.ts';

export type ToolKind = 'read' | 'write';

/**
 * What a write does to the session's state, for the MCP annotations (destructiveHint,
 * idempotentHint):
 * - `add`: puts an entry in a list, or leaves it (at most updating its note) when it is there;
 *   calling it again changes nothing.
 * - `create`: makes a new record each call (a reservation, an application, an alert).
 * - `set`: replaces a setting with the given value (the old one is gone; again, nothing changes).
 * - `remove`: deletes or cancels an entry; destructive, and a second call changes nothing.
 */
export type WriteEffect = 'add' | 'create' | 'set' | 'remove';

export interface ToolContext<Client, User> {
  /** The platform's typed upstream client, bound to this session (offline or live). */
  client: Client;
  /** This session's state; frozen, so read tools cannot change it. */
  state: Readonly<SessionState<User>>;
  /** The session's frozen clock. */
  now: Date;
  sessionId: string;
  /** Replaces the `user` state with `update` of the session's latest one (not of `state`, which
   *  is this call's snapshot); only write tools may call it. */
  updateUser(update: (user: User) => User): void;
  /** Replaces the session's credentials; used by the generated key tools. */
  updateCredentials(credentials: Credentials): void;
}

/** Page number + page size (`page_no`/`page_count`, `pageNo`/`numOfRows`, `pIndex`/`pSize`). */
export interface PageNumberPaging {
  page: string;
  size: string;
  max: number;
}

/** A row range (Seoul's positional START_INDEX/END_INDEX); `base` 1 with an inclusive end by default. */
export interface RangePaging {
  start: string;
  end: string;
  max: number;
  base?: 0 | 1;
  endInclusive?: boolean;
}

export type Paging = PageNumberPaging | RangePaging;

/** The paging arguments of the page at `index` (0-based), at the largest page size. */
export function pageArgs(paging: Paging, index: number): Record<string, number> {
  if ('page' in paging) return { [paging.page]: index + 1, [paging.size]: paging.max };
  const start = (paging.base ?? 1) + index * paging.max;
  return { [paging.start]: start, [paging.end]: start + paging.max - (paging.endInclusive === false ? 0 : 1) };
}

export interface ToolDefinition<
  Input extends z.ZodObject = z.ZodObject,
  Output extends z.ZodObject = z.ZodObject,
  Client = unknown,
  User = unknown,
> {
  /** snake_case, verb-first, prefixed by the platform: `dart_list_disclosures`. */
  name: string;
  /** The official Korean operation name, e.g. `공시검색`. */
  title: string;
  /** Korean first with the official operation name, then one English line. */
  description: string;
  input: Input;
  output: Output;
  kind: ToolKind;
  /** For writes: what the write does (see WriteEffect). Without it the annotations guess from the
   *  name and description, so declare it. */
  effect?: WriteEffect;
  /** Parameters that carry no meaning: auth key, paging, format. */
  generic?: readonly string[];
  /** The parameter carrying the key when it is not the platform's (KRX's FSC tools take `serviceKey`). */
  authParam?: string;
  /** True when the result depends on the clock (live traffic, arrivals). */
  realtime?: boolean;
  /** The real upstream operation, e.g. `list.json`; shown in tables. */
  operation?: string;
  /** For paged tools: how to ask for the n-th page at the largest size, so that agents, graders and
   *  the synthesizer can read a result to the end. */
  paging?: Paging;
  run(args: z.infer<Input>, context: ToolContext<Client, User>): Promise<z.infer<Output>> | z.infer<Output>;
}

/** Type-erased form kept in registries; `run` is typed at the declaration site. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds tools of many input/output types
export type AnyTool = ToolDefinition<z.ZodObject, z.ZodObject, any, any>;

/** Identity helper for type inference: `defineTool({...})`. */
export function defineTool<Input extends z.ZodObject, Output extends z.ZodObject, Client = unknown, User = unknown>(
  tool: ToolDefinition<Input, Output, Client, User>,
): ToolDefinition<Input, Output, Client, User> {
  return tool;
}

/** Binds a platform's client and user types once: `const dartTool = toolFactory<DartClient, DartUser>()`. */
export function toolFactory<Client, User>() {
  return <Input extends z.ZodObject, Output extends z.ZodObject>(
    tool: ToolDefinition<Input, Output, Client, User>,
  ): ToolDefinition<Input, Output, Client, User> => tool;
}
