// Trainer-safe tool schemas. The rules are verl's (volcengine/verl, verl/tools/schemas.py):
// OpenAIFunctionPropertySchema {type: str, description: str | None, enum: list[str] | None},
// OpenAIFunctionParametersSchema {type: str, properties: dict[str, property], required: list[str]},
// OpenAIFunctionSchema {name: str, description: str, parameters}. verl validates every tool with them
// at load (verl/tools/utils/tool_registry.py) and stops on the first that fails.

import { createHub, type TrainerTool, trainerTool } from '@kopa/kit';
import { selectPlatforms } from '@kopa/servers';
import { describe, expect, it } from 'vitest';

/** verl's rules, as its pydantic models enforce them. Returns what breaks them. */
function verlViolations(tool: TrainerTool): string[] {
  const problems: string[] = [];
  const fn = tool.function as Record<string, unknown>;
  if (typeof fn.name !== 'string') problems.push('function.name must be a string');
  if (typeof fn.description !== 'string') problems.push('function.description must be a string');
  const parameters = fn.parameters as Record<string, unknown>;
  if (typeof parameters.type !== 'string') problems.push('parameters.type must be a string');
  if (!Array.isArray(parameters.required) || parameters.required.some((name) => typeof name !== 'string'))
    problems.push('parameters.required must be a list of strings');
  const properties = parameters.properties as Record<string, Record<string, unknown>>;
  for (const [name, property] of Object.entries(properties)) {
    if (typeof property.type !== 'string') problems.push(`${name}.type must be a string`);
    if (property.description !== undefined && typeof property.description !== 'string')
      problems.push(`${name}.description must be a string`);
    if (
      property.enum !== undefined &&
      (!Array.isArray(property.enum) || property.enum.some((v) => typeof v !== 'string'))
    )
      problems.push(`${name}.enum must be a list of strings`);
  }
  return problems;
}

describe('trainer tool schemas', () => {
  it('every tool of every platform passes verl’s parameter rules and keeps each parameter', async () => {
    const hub = await createHub({ platforms: selectPlatforms([]), idleMs: 0 });
    let tools = 0;
    for (const platform of hub.platforms.keys()) {
      for (const tool of hub.listTools(platform)) {
        const converted = trainerTool(tool);
        expect(verlViolations(converted), tool.name).toEqual([]);
        expect(Object.keys(converted.function.parameters.properties)).toEqual(
          Object.keys((tool.inputSchema as { properties?: object }).properties ?? {}),
        );
        expect(converted.function.parameters.required).toEqual(tool.inputSchema.required ?? []);
        tools++;
      }
    }
    expect(tools).toBeGreaterThan(200);
    await hub.close();
  });
});
