export { type CallLogEntry, summarizeOutput } from './call-log.ts';
export { type CodeErrorOptions, type CodeHint, codeErrors } from './client/code-errors.ts';
export { type FetchLike, UpstreamTimeoutError, withFault } from './client/fetch.ts';
export { createLiveFetch, type LiveFetchOptions } from './client/live-fetch.ts';
export * from './client/parsers.ts';
export { requestUpstream } from './client/request.ts';
export { describeNow, sessionNow, withSessionDate } from './clock-text.ts';
export { isCalendarDay, isCalendarYmd, ymdParameter } from './dates.ts';
export {
  type DataWindow,
  definePlatform,
  type LiveOptions,
  type Platform,
  type PlatformAuth,
  type PlatformDefinition,
  type SimContext,
  type SimHandler,
} from './define-platform.ts';
export {
  type AnyTool,
  defineTool,
  type PageNumberPaging,
  type Paging,
  pageArgs,
  type RangePaging,
  type ToolContext,
  type ToolDefinition,
  type ToolKind,
  toolFactory,
} from './define-tool.ts';
export { type DataDisclosure, dataDisclosure, describeSource, withDisclosure } from './disclosure.ts';
export { replaceToolTable, toolTable } from './docs/tool-table.ts';
export { ToolError, UpstreamError } from './errors.ts';
export { createFaultCounters, type FaultCounters, nextFault } from './faults.ts';
export {
  createFastPath,
  type Gateway,
  type GatewayExtension,
  type GatewayOptions,
  type McpEndpoint,
  SESSION_HEADER,
  startGateway,
} from './gateway/gateway.ts';
export { HttpError, readJson, sendJson } from './gateway/http-util.ts';
export { kstDay, parseSimClock, type SimClock, type SimServer, startSimServer } from './gateway/sim-server.ts';
export { createHub, type Hub, HubError, type HubOptions, type SessionResult, type SessionView } from './hub.ts';
export { renewKey } from './key-tools.ts';
export { createListMemo, type ListMemo } from './list-memo.ts';
export { createRng, hashSeed, type Rng } from './prng.ts';
export { redact, redactArgs } from './redact.ts';
export { createRuntime, liveAlias, type Mode, type PlatformRuntime } from './runtime.ts';
export type { ErrorMeta } from './server/invoke.ts';
export { createToolServer, describeTool, listTools } from './server/mcp-server.ts';
export { jsonOf } from './server/read-memo.ts';
export {
  Clock,
  CredentialStatus,
  Credentials,
  createStateSchema,
  DEFAULT_NOW,
  FaultKind,
  FaultRule,
  Overlay,
  type SessionState,
} from './state.ts';
export { createSessionStore, type SessionRecord, type SessionStore } from './store.ts';
export { defineTable, type Row as TableRow, type Table, type TableOverlay } from './table.ts';
export {
  canonicalToolName,
  type TrainerParameters,
  type TrainerProperty,
  type TrainerTool,
  trainerParameters,
  trainerProperty,
  trainerTool,
} from './trainer-schema.ts';
export { connectInMemory } from './transports/in-memory.ts';
export { classifyLine, createStdioTransport, STDIO_LINE_MAX, serveStdio } from './transports/stdio.ts';
export { checkKey, type KeyCheck } from './upstream/auth.ts';
export * from './upstream/envelopes.ts';
export { intParam, paginate, sliceRange, totalPages } from './upstream/paging.ts';
export { bytesResponse, jsonResponse, xmlResponse } from './upstream/respond.ts';
export { type UpstreamRequest, upstreamRequest } from './upstream/upstream-request.ts';
