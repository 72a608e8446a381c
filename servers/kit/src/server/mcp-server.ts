// The MCP server of one platform bound to one session. It uses the SDK's low-level `Server` so the
// kit owns tools/list (JSON Schemas computed once per platform) and tools/call (one validation with
// messages that name the parameter and the next step).
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type Tool,
  type ToolAnnotations,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Platform } from '../define-platform.ts';
import type { AnyTool, WriteEffect } from '../define-tool.ts';
import { describeSource } from '../disclosure.ts';
import type { Mode } from '../runtime.ts';
import { DEFAULT_NOW } from '../state.ts';

const VERSION = '0.1.0';

// The request's params are checked here, before the SDK's own check (which would answer a missing
// name with a raw zod dump), so that a malformed call gets -32602 with what to send instead.
const LenientCallToolRequest = z.object({
  method: z.literal('tools/call'),
  params: z.unknown().transform(checkCallParams),
});

function checkCallParams(params: unknown): { name: string; arguments?: unknown; [key: string]: unknown } {
  const example = 'e.g. {"name": "<tool>", "arguments": {…}}; call tools/list for the tool names';
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new McpError(ErrorCode.InvalidParams, `tools/call needs params as an object, ${example}`);
  }
  const record = params as Record<string, unknown>;
  if (typeof record.name !== 'string' || record.name === '') {
    const given = record.name === undefined ? 'is missing' : `is ${record.name === null ? 'null' : typeof record.name}`;
    throw new McpError(
      ErrorCode.InvalidParams,
      `tools/call params.name ${given}: it must be the tool name as a string, ${example}`,
    );
  }
  const args = record.arguments;
  if (args !== undefined && (typeof args !== 'object' || args === null || Array.isArray(args))) {
    throw new McpError(
      ErrorCode.InvalidParams,
      `tools/call params.arguments must be a JSON object of the tool's parameters (or left out), not ${Array.isArray(args) ? 'an array' : args === null ? 'null' : typeof args}`,
    );
  }
  return record as { name: string; arguments?: unknown };
}

const WRITE_HINTS: Record<WriteEffect, { destructiveHint: boolean; idempotentHint: boolean }> = {
  add: { destructiveHint: false, idempotentHint: true },
  create: { destructiveHint: false, idempotentHint: false },
  set: { destructiveHint: true, idempotentHint: true },
  remove: { destructiveHint: true, idempotentHint: true },
};

const REMOVE_VERBS = new Set(['remove', 'delete', 'cancel', 'unsubscribe', 'unsave', 'clear', 'withdraw']);

/**
 * What a write does: as declared, or else read from the declaration's name (the verb after the
 * platform prefix) and description (a write that says "이미 있으면 그대로" leaves an entry that is
 * already there; "같은 이름이면 바꿉니다" replaces one). Undeclared writes that match nothing are
 * taken to create a record each call, the claim that promises least.
 */
export function writeEffect(tool: AnyTool): WriteEffect | undefined {
  if (tool.kind !== 'write') return undefined;
  if (tool.effect) return tool.effect;
  const verb = tool.name.split('_')[1] ?? '';
  if (REMOVE_VERBS.has(verb)) return 'remove';
  // "같은 이름이면 바꿉니다": an entry of the same name is replaced, so the old one is gone.
  if (verb === 'set' || /이면 바꿉니다|있으면 바꿉니다/.test(tool.description)) return 'set';
  if (/이미 있으면|한 번만/.test(tool.description)) return 'add';
  return 'create';
}

/** MCP tool annotations from the declaration: reads are read-only and idempotent; writes by effect. */
export function annotationsOf(tool: AnyTool): ToolAnnotations {
  const base = { title: tool.title, openWorldHint: true };
  if (tool.kind === 'read') return { ...base, readOnlyHint: true, destructiveHint: false, idempotentHint: true };
  // Key renewal replaces only an expired key, and leaves a valid one alone.
  if (tool.operation === 'key') return { ...base, readOnlyHint: false, destructiveHint: false, idempotentHint: true };
  return { ...base, readOnlyHint: false, ...WRITE_HINTS[writeEffect(tool) ?? 'create'] };
}

const listings = new WeakMap<Platform, Tool[]>();

/** The MCP `tools/list` entry of one tool, derived from its single declaration. */
export function describeTool(tool: AnyTool): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: toJsonSchema(tool.input.strict(), 'input') as Tool['inputSchema'],
    outputSchema: toJsonSchema(tool.output, 'output') as Tool['outputSchema'],
    annotations: annotationsOf(tool),
    _meta: {
      'kopa/kind': tool.kind,
      'kopa/generic': tool.generic ?? [],
      'kopa/realtime': tool.realtime ?? false,
      ...(tool.operation ? { 'kopa/operation': tool.operation } : {}),
      ...(tool.kind === 'write' ? { 'kopa/effect': writeEffect(tool) } : {}),
      ...(tool.paging ? { 'kopa/paging': tool.paging } : {}),
    },
  };
}

export function listTools(platform: Platform): Tool[] {
  let tools = listings.get(platform);
  if (!tools) {
    // The auth parameter is named per tool so that agents and graders can tell the key apart.
    tools = platform.allTools.map((tool) => {
      const described = describeTool(tool);
      const authParam = tool.authParam ?? platform.auth.param;
      if (!(authParam in tool.input.shape)) return described;
      return { ...described, _meta: { ...described._meta, 'kopa/authParam': authParam } };
    });
    listings.set(platform, tools);
  }
  return tools;
}

function toJsonSchema(schema: z.ZodObject, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return json;
}

export function createMcpServer(options: {
  platform: Platform;
  mode: Mode;
  /** The session clock at connection (injected state may move it later; each result says its own). */
  clock?: string;
  callTool: (name: string, args: unknown) => Promise<CallToolResult>;
}): Server {
  const { platform } = options;
  const source = describeSource({ platform, mode: options.mode, clock: options.clock ?? DEFAULT_NOW });
  return createToolServer({
    name: `kopa-${platform.id}`,
    title: `${platform.title} — ${source.titleSuffix}`,
    instructions: `${platform.title}. ${source.instructions} Call ${platform.id}_get_api_key first and pass the key as "${platform.auth.param}". Parameter names and result codes follow the real API.`,
    tools: () => listTools(platform),
    callTool: options.callTool,
  });
}

/** An MCP server over a given tool list: one platform's, or a rollout's offered tools across platforms. */
export function createToolServer(options: {
  name: string;
  title: string;
  instructions: string;
  tools: () => Tool[];
  callTool: (name: string, args: unknown) => Promise<CallToolResult>;
}): Server {
  const server = new Server(
    { name: options.name, title: options.title, version: VERSION },
    { capabilities: { tools: { listChanged: false } }, instructions: options.instructions },
  );
  server.setRequestHandler(ListToolsRequestSchema, (request) => {
    // Every tool comes in one page (no nextCursor), so any cursor is one this server never gave.
    if (request.params?.cursor !== undefined) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `unknown tools/list cursor: this server returns every tool in one page and never gives a nextCursor; call tools/list without a cursor`,
      );
    }
    return { tools: options.tools() };
  });
  // A malformed request is refused by checkCallParams with -32602, not reported as -32603.
  server.setRequestHandler(LenientCallToolRequest, (request) =>
    options.callTool(request.params.name, request.params.arguments ?? {}),
  );
  return server;
}
