// The README's tool table is the one generated from the tool schemas.
import { readFileSync } from 'node:fs';
import { replaceToolTable } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { neis } from '../src/index.ts';

describe('README', () => {
  it('carries the tool table generated from the tool schemas', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(replaceToolTable(readme, neis)).toBe(readme);
  });
});
