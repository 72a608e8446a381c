// The fuzz generators themselves, checked against the schemas they read: what they call admitted
// passes the tool's inputSchema, and what they call refused breaks it (an oversized string breaks
// the kit's per-argument bound instead, and an impossible date only the calendar). Without this, a
// generator bug would make the fuzz suites test nothing.
import { createHub, type Hub } from '@kopa/kit';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS } from '../src/index.ts';
import { DEMO_KEY, toolCases } from './support/fuzz-cases.ts';
import { createValuePool } from './support/value-pool.ts';

let hub: Hub;
const ajv = new Ajv2020({ strict: false, unicodeRegExp: false, allErrors: true });
beforeAll(async () => {
  hub = await createHub({ platforms: PLATFORMS, idleMs: 0 });
});
afterAll(() => hub.close());

const toolsOf = (platform: string): Tool[] => hub.listTools(platform);

describe('fuzz cases', () => {
  it.each(PLATFORMS.map((platform) => platform.id))('%s: admitted cases pass the inputSchema', (platform) => {
    for (const tool of toolsOf(platform)) {
      const validate = ajv.compile({ ...tool.inputSchema, additionalProperties: false });
      fc.assert(
        fc.property(toolCases({ tool, pool: createValuePool() }).admitted, (args) => {
          expect(validate(args), `${tool.name} ${JSON.stringify(args)}`).toBe(true);
        }),
        { numRuns: 20, seed: 18 },
      );
    }
  });

  it.each(PLATFORMS.map((platform) => platform.id))(
    '%s: refused cases break the inputSchema or the size bound, at the parameter they name',
    (platform) => {
      for (const tool of toolsOf(platform)) {
        const validate = ajv.compile({ ...tool.inputSchema, additionalProperties: false });
        fc.assert(
          fc.property(toolCases({ tool, pool: createValuePool() }).refused, ({ args, parameter, how }) => {
            const where = `${tool.name} ${how} ${parameter}`;
            if (how === 'oversized') {
              expect(String(args[parameter]).length, where).toBeGreaterThan(4096);
              return;
            }
            if (how === 'missing') expect(Object.hasOwn(args, parameter), where).toBe(false);
            else expect(Object.hasOwn(args, parameter), where).toBe(true);
            expect(validate(args), where).toBe(false);
          }),
          { numRuns: 20, seed: 18 },
        );
      }
    },
  );

  it('puts the demo key in the auth parameter of careful calls', () => {
    const tool = toolsOf('dart').find((candidate) => candidate.name === 'dart_list_disclosures');
    expect(tool).toBeDefined();
    const samples = fc.sample(toolCases({ tool: tool as Tool, pool: createValuePool() }).admitted, {
      numRuns: 50,
      seed: 18,
    });
    expect(samples.some((args) => args.crtfc_key === DEMO_KEY)).toBe(true);
  });
});
