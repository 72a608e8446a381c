// The tool universe of Phase A (DESIGN §6): every synthesis platform's tools as an agent sees them,
// read over MCP tools/list (in-memory transport), with parameters and flattened output fields.
import { connectInMemory, type Hub } from '@kopa/kit';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ParamInfo, ToolInfo, Universe } from '../shared/index.ts';
import { flattenOutput } from '../shared/index.ts';

type JsonSchema = Record<string, unknown>;

const PARAM_TYPES = new Set<ParamInfo['type']>(['string', 'integer', 'number', 'boolean', 'array', 'object']);

function paramType(type: unknown): ParamInfo['type'] {
  return typeof type === 'string' && PARAM_TYPES.has(type as ParamInfo['type'])
    ? (type as ParamInfo['type'])
    : 'unknown';
}

/** Type, pattern and enum of a property; `anyOf` of consts is an enum, a mixed `anyOf` keeps its string branch. */
function describeProperty(schema: JsonSchema): Pick<ParamInfo, 'type' | 'pattern' | 'enum'> {
  const options = Array.isArray(schema.anyOf) ? (schema.anyOf as JsonSchema[]) : undefined;
  if (!options) {
    return {
      type: paramType(schema.type),
      ...(typeof schema.pattern === 'string' ? { pattern: schema.pattern } : {}),
      ...(Array.isArray(schema.enum) ? { enum: schema.enum as (string | number)[] } : {}),
    };
  }
  if (options.every((option) => option.const !== undefined)) {
    return { type: paramType(options[0]?.type), enum: options.map((option) => option.const as string | number) };
  }
  const preferred = options.find((option) => option.type === 'string') ?? options[0] ?? {};
  return describeProperty(preferred);
}

function toToolInfo(tool: Tool, platform: string): ToolInfo {
  const meta = (tool._meta ?? {}) as Record<string, unknown>;
  const generic = new Set(Array.isArray(meta['kopa/generic']) ? (meta['kopa/generic'] as string[]) : []);
  const authParam = typeof meta['kopa/authParam'] === 'string' ? meta['kopa/authParam'] : undefined;
  const inputSchema = tool.inputSchema as JsonSchema;
  const required = new Set(Array.isArray(inputSchema.required) ? (inputSchema.required as string[]) : []);
  const properties = (inputSchema.properties ?? {}) as Record<string, JsonSchema>;
  const params: ParamInfo[] = Object.entries(properties).map(([name, schema]) => ({
    name,
    ...describeProperty(schema),
    required: required.has(name),
    description: typeof schema.description === 'string' ? schema.description : '',
    generic: generic.has(name) || name === authParam,
    auth: name === authParam,
  }));
  const outputSchema = tool.outputSchema as JsonSchema | undefined;
  const paging = meta['kopa/paging'];
  return {
    name: tool.name,
    platform,
    title: tool.title ?? tool.annotations?.title ?? '',
    description: tool.description ?? '',
    kind: meta['kopa/kind'] === 'write' ? 'write' : 'read',
    realtime: meta['kopa/realtime'] === true,
    keyTool: tool.name.endsWith('_get_api_key') || tool.name.endsWith('_renew_api_key'),
    params,
    fields: outputSchema ? flattenOutput(outputSchema) : [],
    inputSchema,
    ...(outputSchema ? { outputSchema } : {}),
    ...(paging && typeof paging === 'object' ? { paging: paging as Record<string, unknown> } : {}),
  };
}

/** Reads each platform's tools/list through a real MCP client in a throwaway session; tools sorted by name. */
export async function readUniverse(options: { hub: Hub; platforms: readonly string[] }): Promise<Universe> {
  const tools: ToolInfo[] = [];
  for (const platform of options.platforms) {
    const { token } = options.hub.createSession();
    const client = await connectInMemory({ hub: options.hub, platform, token, clientName: 'kopa-synth' });
    try {
      const listed = await client.listTools();
      for (const tool of listed.tools) tools.push(toToolInfo(tool, platform));
    } finally {
      await client.close();
      options.hub.deleteSession(token);
    }
  }
  tools.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { platforms: [...options.platforms], tools };
}

/** Parameters an edge may bind: not generic (auth, paging, format) and scalar. */
export function bindableParams(tool: ToolInfo): ParamInfo[] {
  return tool.params.filter(
    (param) => !param.generic && !param.auth && param.type !== 'array' && param.type !== 'object',
  );
}

type Check = (value: unknown) => string | number | boolean | undefined;

const checks = new WeakMap<ParamInfo, Check>();
const patterns = new Map<string, RegExp>();

function regex(pattern: string): RegExp {
  let compiled = patterns.get(pattern);
  if (!compiled) {
    compiled = new RegExp(pattern, 'u');
    patterns.set(pattern, compiled);
  }
  return compiled;
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** Checks one schema branch; `strict` refuses coercions (a number for a string, a string for a number). */
function checkOne(schema: JsonSchema, value: unknown, strict: boolean): string | number | boolean | undefined {
  if (schema.const !== undefined) {
    return String(value) === String(schema.const) ? (schema.const as string | number) : undefined;
  }
  const allowed = Array.isArray(schema.enum) ? (schema.enum as (string | number)[]) : undefined;
  if (allowed) {
    const match = allowed.find((option) => String(option) === String(value));
    if (match === undefined) return undefined;
    if (schema.type !== 'integer' && schema.type !== 'number') return match;
  }
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const coerced = !strict && typeof value === 'string' && NUMERIC.test(value.trim()) ? Number(value) : NaN;
      const number = typeof value === 'number' ? value : coerced;
      if (!Number.isFinite(number) || (schema.type === 'integer' && !Number.isInteger(number))) return undefined;
      if (typeof schema.minimum === 'number' && number < schema.minimum) return undefined;
      if (typeof schema.maximum === 'number' && number > schema.maximum) return undefined;
      return number;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      return strict ? undefined : value === 'true' ? true : value === 'false' ? false : undefined;
    case 'string': {
      if (typeof value !== 'string' && (strict || typeof value !== 'number')) return undefined;
      const text = String(value);
      if (typeof schema.pattern === 'string' && !regex(schema.pattern).test(text)) return undefined;
      if (typeof schema.minLength === 'number' && text.length < schema.minLength) return undefined;
      if (typeof schema.maxLength === 'number' && text.length > schema.maxLength) return undefined;
      return text;
    }
    default:
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
  }
}

/**
 * The value as the parameter would take it (`"60"` → 60 for an integer), or undefined when its JSON
 * Schema (type, pattern, enum, range, length, anyOf) refuses it.
 */
export function acceptValue(tool: ToolInfo, param: ParamInfo, value: unknown): string | number | boolean | undefined {
  let check = checks.get(param);
  if (!check) {
    const properties = (tool.inputSchema.properties ?? {}) as Record<string, JsonSchema>;
    const schema = properties[param.name] ?? {};
    const options = (Array.isArray(schema.anyOf) ? (schema.anyOf as JsonSchema[]) : [schema]).map((option) => ({
      ...option,
      enum: option.enum ?? schema.enum,
    }));
    check = (candidate) => {
      for (const strict of [true, false]) {
        for (const option of options) {
          const accepted = checkOne(option, candidate, strict);
          if (accepted !== undefined) return accepted;
        }
      }
      return undefined;
    };
    checks.set(param, check);
  }
  return check(value);
}
