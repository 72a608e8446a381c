import { readFileSync } from 'node:fs';
import { replaceToolTable } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { gyeonggi } from '../src/index.ts';

describe('README', () => {
  it('carries the tool table generated from the tool schemas', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(replaceToolTable(readme, gyeonggi)).toBe(readme);
  });
});
