// The offered tools as a solver reads them: each tool's name and description as the model gets them,
// then one line per parameter with its type, whether it is required, its enum or bounds, and its
// description. Everything comes from the tool's JSON Schema; nothing is written twice.
import type { ToolSpec } from '../agents/types.ts';

type Schema = Record<string, unknown>;

const asSchema = (value: unknown): Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Schema) : {};

/** A schema's type, compactly: `"Y"|"N"`, `integer 1..100`, `string /^\d{8}$/`, `string[]`. */
export function schemaType(schema: Schema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join('|');
  if ('const' in schema) return JSON.stringify(schema.const);
  const union = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(union)) return union.map((part) => schemaType(asSchema(part))).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join('|') : String(schema.type ?? 'any');
  if (type === 'array') return `${schemaType(asSchema(schema.items))}[]`;
  // zod writes an unbounded integer's maximum as MAX_SAFE_INTEGER: no bound a reader needs.
  const maximum = schema.maximum === Number.MAX_SAFE_INTEGER ? undefined : schema.maximum;
  const bounds =
    schema.minimum !== undefined || maximum !== undefined ? ` ${schema.minimum ?? ''}..${maximum ?? ''}` : '';
  const pattern = typeof schema.pattern === 'string' ? ` /${schema.pattern}/` : '';
  const format = typeof schema.format === 'string' ? ` (${schema.format})` : '';
  return `${type}${bounds}${pattern}${format}`;
}

/** One tool: its name, its description, and a line per parameter (`*` marks a required one). */
export function describeTool(tool: ToolSpec): string {
  const properties = asSchema(tool.inputSchema.properties);
  const required = new Set((tool.inputSchema.required as string[] | undefined) ?? []);
  const parameters = Object.entries(properties).map(([name, value]) => {
    const schema = asSchema(value);
    const description = typeof schema.description === 'string' ? ` — ${schema.description}` : '';
    const fallback = schema.default !== undefined ? ` (default ${JSON.stringify(schema.default)})` : '';
    return `    ${name}${required.has(name) ? '*' : ''}: ${schemaType(schema)}${fallback}${description}`;
  });
  const description = tool.description
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
  return [`${tool.name}`, description, ...(parameters.length > 0 ? parameters : ['    (no parameters)'])].join('\n');
}

/** The offered tools, one block each (`*` marks required parameters). */
export function describeTools(tools: readonly ToolSpec[]): string {
  return [
    `Offered tools (${tools.length}; * marks a required parameter):`,
    ...tools.map((tool) => describeTool(tool)),
  ].join('\n\n');
}

/** The tools as the model is given them: name, description and JSON Schema of the arguments. */
export const toolsForModel = (tools: readonly ToolSpec[]) =>
  tools.map((tool) => ({ name: tool.name, description: tool.description, parameters: tool.inputSchema }));

/** `{"corp_code":"<string>"}`: an --args example from a tool's required parameters. */
export function argsExample(tool: ToolSpec | undefined): string {
  if (!tool) return '{"name":"value"}';
  const properties = asSchema(tool.inputSchema.properties);
  const required = ((tool.inputSchema.required as string[] | undefined) ?? []).filter((name) => name in properties);
  const names = required.length > 0 ? required : Object.keys(properties).slice(0, 1);
  const example: Record<string, unknown> = {};
  for (const name of names) {
    const schema = asSchema(properties[name]);
    example[name] = Array.isArray(schema.enum)
      ? schema.enum[0]
      : schema.type === 'integer' || schema.type === 'number'
        ? 1
        : `<${typeof schema.type === 'string' ? schema.type : 'value'}>`;
  }
  return JSON.stringify(example);
}
