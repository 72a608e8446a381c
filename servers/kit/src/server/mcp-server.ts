// The MCP server of one platform bound to one session. It uses the SDK's low-level `Server` so the
// kit owns tools/list (JSON Schemas computed once per platform) and tools/call (one validation with
// messages that name the parameter and the next step).
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { type CallToolResult, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Platform } from '../define-platform.ts';
import type { AnyTool } from '../define-tool.ts';
import { describeSource } from '../disclosure.ts';
import type { Mode } from '../runtime.ts';
import { DEFAULT_NOW } from '../state.ts';

const VERSION = '0.1.0';

const LenientCallToolRequest = z.object({
  method: z.literal('tools/call'),
  params: z.looseObject({ name: z.string(), arguments: z.unknown().optional() }),
});

const listings = new WeakMap<Platform, Tool[]>();

/** The MCP `tools/list` entry of one tool, derived from its single declaration. */
export function describeTool(tool: AnyTool): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: toJsonSchema(tool.input.strict(), 'input') as Tool['inputSchema'],
    outputSchema: toJsonSchema(tool.output, 'output') as Tool['outputSchema'],
    annotations: {
      title: tool.title,
      readOnlyHint: tool.kind === 'read',
      destructiveHint: false,
      idempotentHint: tool.kind === 'read',
      openWorldHint: true,
    },
    _meta: {
      'kopa/kind': tool.kind,
      'kopa/generic': tool.generic ?? [],
      'kopa/realtime': tool.realtime ?? false,
      ...(tool.operation ? { 'kopa/operation': tool.operation } : {}),
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
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: options.tools() }));
  // Parsed loosely here so that a malformed request is not reported as an internal error (-32603);
  // the SDK's tools/call wrapper then refuses non-object arguments with -32602 (invalid params).
  server.setRequestHandler(LenientCallToolRequest, (request) =>
    options.callTool(request.params.name, request.params.arguments ?? {}),
  );
  return server;
}
