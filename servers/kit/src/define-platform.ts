// A platform is one Korean public-data API emulated and served over MCP (DESIGN §2). Its
// declaration is pure data plus factories: importing it has no side effects and builds nothing.
import type { z } from 'zod';
import type { FetchLike } from './client/fetch.ts';
import type { AnyTool } from './define-tool.ts';
import { createKeyTools } from './key-tools.ts';
import { type Credentials, createStateSchema, type Overlay } from './state.ts';
import type { UpstreamRequest } from './upstream/upstream-request.ts';

/** What the emulated upstream knows about the calling session. */
export interface SimContext {
  credentials: Credentials;
  now: Date;
  overlay: Overlay;
}

/**
 * How far the generated data reaches. Without one, a platform generates its fixed window, which ends
 * the day before the default clock (2026-09-01); the benchmark's tasks are materialized on it.
 * `kopa sim serve --clock wall` asks for a window that ends today, so that clients asking for
 * "today" get data.
 */
export interface DataWindow {
  /** The last KST day of generated activity, `YYYY-MM-DD`. */
  end: string;
}

/** The emulated upstream: a real-format HTTP request in, a real-format response out. */
export type SimHandler = (request: UpstreamRequest, context: SimContext) => Response | Promise<Response>;

export interface PlatformAuth {
  /** The real auth parameter, e.g. `crtfc_key`, `serviceKey`, `KEY`, `OC`, `AUTH_KEY`. */
  param: string;
  location: 'query' | 'header' | 'path';
  /** Environment variable holding the real key for live mode, e.g. `KOPA_DART_KEY`. */
  envVar: string;
  /** The offline demo key a bare session gets. */
  demoKey: string;
  /** Where a user gets a real key. */
  signupUrl: string;
}

export interface LiveOptions {
  userAgent?: string;
  referer?: string;
  /** Requests per second allowed upstream. */
  ratePerSecond?: number;
  timeoutMs?: number;
}

export interface PlatformDefinition<Client = unknown, Dataset = unknown> {
  id: string;
  /** Korean and English name, e.g. `DART 전자공시 (OpenDART)`. */
  title: string;
  domain: string;
  baseUrl: string;
  auth: PlatformAuth;
  /** The platform's writable `user` state, with defaults for every field. */
  user: z.ZodObject;
  /**
   * Builds the immutable dataset. Without a window (or with one that ends on or before the fixed
   * window's end) it must return exactly the fixed-window data; a later end extends it
   * deterministically through that day.
   */
  dataset(window?: DataWindow): Dataset;
  sim(dataset: Dataset): SimHandler;
  /** The platform's real response for an injected rate-limit or server-error fault. */
  faultResponse(kind: 'rate_limit' | 'server_error'): Response;
  /** `baseUrl` is the real one, or `KOPA_<PLATFORM>_BASE_URL` in live mode (e.g. `kopa sim serve`). */
  createClient(options: { fetch: FetchLike; cache: Map<string, unknown>; baseUrl: string }): Client;
  live?: LiveOptions;
  tools: readonly AnyTool[];
}

export interface Platform<Client = unknown, Dataset = unknown> extends PlatformDefinition<Client, Dataset> {
  /** Data tools plus the generated key tools. */
  allTools: readonly AnyTool[];
  toolsByName: ReadonlyMap<string, AnyTool>;
  stateSchema: ReturnType<typeof createStateSchema>;
}

export function definePlatform<Client, Dataset>(
  definition: PlatformDefinition<Client, Dataset>,
): Platform<Client, Dataset> {
  const allTools = [...definition.tools, ...createKeyTools(definition)];
  const toolsByName = new Map<string, AnyTool>();
  for (const tool of allTools) {
    if (!tool.name.startsWith(`${definition.id}_`)) {
      throw new Error(`tool ${tool.name} must be prefixed with "${definition.id}_"`);
    }
    if (toolsByName.has(tool.name)) throw new Error(`duplicate tool name ${tool.name}`);
    toolsByName.set(tool.name, tool);
  }
  // The dataset is immutable (sessions patch it through overlays), so every hub of the process
  // shares one build of it per window.
  const datasets = new Map<string, Dataset>();
  const sharedDataset = (window?: DataWindow) => {
    const key = window?.end ?? '';
    let dataset = datasets.get(key);
    if (dataset === undefined) {
      dataset = definition.dataset(window);
      // The fixed window's build and the latest other one are kept: a wall clock moves one way.
      for (const other of datasets.keys()) if (other !== '') datasets.delete(other);
      datasets.set(key, dataset);
    }
    return dataset;
  };
  return {
    ...definition,
    dataset: sharedDataset,
    allTools,
    toolsByName,
    stateSchema: createStateSchema(definition.user),
  };
}
