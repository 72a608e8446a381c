import { readFileSync } from 'node:fs';
import { replaceToolTable } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { law } from '../src/index.ts';

describe('README', () => {
  it('carries the generated tool table of the current schemas', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(replaceToolTable(readme, law)).toBe(readme);
  });
});
