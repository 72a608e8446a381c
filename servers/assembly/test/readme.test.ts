// The README's tool table is generated from the tool schemas and must not drift from them.
import { readFileSync } from 'node:fs';
import { replaceToolTable } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { assembly } from '../src/index.ts';

describe('README', () => {
  it('carries the generated tool table of every tool', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(replaceToolTable(readme, assembly)).toBe(readme);
    for (const tool of assembly.allTools) expect(readme).toContain(`\`${tool.name}\``);
  });
});
