// Checks real tool results against the outputSchema each tool advertises in tools/list, with Ajv
// rather than the tools' own zod schemas, the way a strict MCP client would. The kit emits zod's
// default JSON Schema draft, 2020-12 (the `$schema` key is dropped from the listing), hence ajv/2020.
import type { Hub } from '@kopa/kit';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export interface CheckedCall {
  platform: string;
  tool: string;
  args: Record<string, unknown>;
  result: CallToolResult;
}

export interface OutputValidator {
  /** The tools/list entries of every platform, by tool name. */
  tools: ReadonlyMap<string, Tool & { platform: string }>;
  /** Problems with one call's result, each naming the tool, the args and the Ajv error path. */
  problems(call: CheckedCall): string[];
}

export function createOutputValidator(hub: Hub): OutputValidator {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats.default(ajv);
  const tools = new Map<string, Tool & { platform: string }>();
  const validators = new Map<string, ValidateFunction>();
  for (const platform of hub.platforms.keys()) {
    for (const tool of hub.listTools(platform)) {
      tools.set(tool.name, { ...tool, platform });
      if (tool.outputSchema) validators.set(tool.name, ajv.compile(tool.outputSchema));
    }
  }
  return {
    tools,
    problems({ tool, args, result }) {
      const where = `${tool} ${JSON.stringify(args)}`;
      const validate = validators.get(tool);
      if (!validate) return [`${where}: no outputSchema in tools/list`];
      const content = result.structuredContent;
      if (content === undefined)
        return result.isError ? [] : [`${where}: a successful result without structuredContent`];
      if (validate(content)) return [];
      return (validate.errors ?? []).map(
        (error) =>
          `${where}${result.isError ? ' (isError)' : ''}: ${error.instancePath || '/'} ${error.message ?? ''} ` +
          `[${error.schemaPath}${error.params ? ` ${JSON.stringify(error.params)}` : ''}]`,
      );
    },
  };
}
