// Tool schemas as RL trainers read them. verl validates every tool schema with pydantic models
// (verl/tools/schemas.py: OpenAIFunctionPropertySchema needs `type: str`, `enum: list[str] | None`;
// the parameters need `type`, `properties` and `required`) and renders only `type`, `description`
// and `enum` into the prompt. A KOPA parameter that accepts a number or its digits (`anyOf`), or one
// of the numbers 1 and 2 (`const`s), would stop verl's tool loading; here it becomes a parameter
// with one JSON type whose description states what the dropped keywords said, so its meaning
// reaches every trainer. Every export and the rollout control plane hand out these schemas.
import type { Tool } from '@modelcontextprotocol/sdk/types.js';

export interface TrainerTool {
  type: 'function';
  function: { name: string; description: string; parameters: TrainerParameters };
}

export interface TrainerParameters {
  type: 'object';
  properties: Record<string, TrainerProperty>;
  required: string[];
}

/** A property keeps its other JSON Schema keywords (items, pattern, …) for trainers that read them. */
export interface TrainerProperty {
  type: string;
  description?: string;
  enum?: string[];
  [keyword: string]: unknown;
}

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const NUMERIC = new Set(['number', 'integer']);

/** The JSON type a value of `schema` takes; `integer` when the schema only admits whole numbers. */
function typeOf(schema: Schema): string | undefined {
  if (typeof schema.type === 'string') {
    if (schema.type === 'number' && 'const' in schema && Number.isInteger(schema.const)) return 'integer';
    return schema.type;
  }
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null') as string | undefined;
  if ('const' in schema) return jsonType(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length) return jsonType(schema.enum[0]);
  return undefined;
}

function jsonType(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'object' : 'string';
}

/** A string member that only holds digits is the same number written as text. */
const isDigitString = (schema: Schema) =>
  schema.type === 'string' && typeof schema.pattern === 'string' && /^\^(-\?)?\\d/.test(schema.pattern);

const list = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');

/** What the numeric bounds of a schema said, in words. */
function bounds(schema: Schema): string | undefined {
  // zod writes an unbounded .int() as ±MAX_SAFE_INTEGER: no bound worth a token.
  const bound = (value: unknown) =>
    typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;
  const min = bound(schema.minimum);
  const max = bound(schema.maximum);
  if (typeof min === 'number' && typeof max === 'number') return `from ${min} to ${max}`;
  if (typeof min === 'number') return `at least ${min}`;
  if (typeof max === 'number') return `at most ${max}`;
  return undefined;
}

const sentence = (base: unknown, note: string | undefined) => {
  const text = typeof base === 'string' ? base.trim() : '';
  if (!note) return text || undefined;
  return text ? `${text} (${note})` : note;
};

/** One trainer-safe property from a JSON Schema property. */
export function trainerProperty(schema: unknown): TrainerProperty {
  if (!isSchema(schema)) return { type: 'string' };
  const members = (Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : [])
    .filter(isSchema)
    .filter((member) => member.type !== 'null');
  if (members.length > 0) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
    const consts = members.filter((member) => 'const' in member).map((member) => member.const);
    if (consts.length === members.length) return trainerProperty({ ...rest, enum: consts });
    const numeric = members.filter((member) => NUMERIC.has(typeOf(member) ?? ''));
    // A number that may also be sent as its digits: the number is the type, the text a courtesy.
    if (numeric.length > 0 && members.every((member) => numeric.includes(member) || isDigitString(member))) {
      const whole = numeric.every((member) => typeOf(member) === 'integer');
      const range = numeric.map(bounds).find(Boolean);
      const note = [range, numeric.length < members.length ? 'its digits as a string are accepted too' : undefined]
        .filter(Boolean)
        .join('; ');
      return trainerProperty({
        ...rest,
        type: whole ? 'integer' : 'number',
        description: sentence(rest.description, note),
      });
    }
    const types = [...new Set(members.map(typeOf).filter((type): type is string => Boolean(type)))];
    const first = members[0] as Schema;
    return trainerProperty({
      ...first,
      ...rest,
      type: typeOf(first) ?? 'string',
      description: sentence(rest.description, types.length > 1 ? `one of the types ${types.join(', ')}` : undefined),
    });
  }
  const type = typeOf(schema) ?? 'string';
  const { const: constant, enum: values, type: _type, description, ...rest } = schema;
  const property: TrainerProperty = { ...rest, type };
  const allowed = constant !== undefined ? [constant] : Array.isArray(values) ? values : undefined;
  let note = type === 'integer' || type === 'number' ? bounds(schema) : undefined;
  if (allowed?.every((value) => typeof value === 'string')) property.enum = allowed as string[];
  else if (allowed) note = [`one of ${list(allowed)}`, note].filter(Boolean).join('; ');
  const text = sentence(description, note);
  if (text) property.description = text;
  return property;
}

/** A tool's input schema as trainer parameters: every property typed, `required` always present. */
export function trainerParameters(inputSchema: unknown): TrainerParameters {
  const schema = isSchema(inputSchema) ? inputSchema : {};
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required)
    ? schema.required.filter((name): name is string => typeof name === 'string')
    : [];
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, trainerProperty(value)])),
    required,
  };
}

/** An MCP tool as an OpenAI-style function tool that verl, TRL and OpenAI all accept. */
export function trainerTool(tool: Pick<Tool, 'name' | 'description' | 'inputSchema'>): TrainerTool {
  return {
    type: 'function',
    function: {
      name: tool.name,
      description: tool.description ?? tool.name,
      parameters: trainerParameters(tool.inputSchema),
    },
  };
}

/**
 * The KOPA name a trainer means. fastmcp serves each tool as `<server>_<tool>` as soon as a client
 * has two servers, and other harnesses add their own prefixes; a name that is not offered but ends in
 * `_<offered name>` means that tool. The longest match wins; anything else is returned unchanged (and
 * fails as an unknown tool).
 */
export function canonicalToolName(name: string, offered: Iterable<string>): string {
  const names = offered instanceof Set ? (offered as Set<string>) : new Set(offered);
  if (names.has(name)) return name;
  let best: string | undefined;
  for (const candidate of names)
    if (name.endsWith(`_${candidate}`) && (!best || candidate.length > best.length)) best = candidate;
  return best ?? name;
}
