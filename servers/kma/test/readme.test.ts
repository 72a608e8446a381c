import { readFileSync } from 'node:fs';
import { replaceToolTable } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { kma } from '../src/index.ts';

describe('the README', () => {
  it('holds the tool table generated from the tool schemas', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(replaceToolTable(readme, kma)).toBe(readme);
  });
});
