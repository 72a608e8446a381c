import { readFileSync } from 'node:fs';
import { replaceToolTable } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { tourapi } from '../src/index.ts';

describe('README', () => {
  it('has the generated tool table, up to date with the schemas', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(replaceToolTable(readme, tourapi)).toBe(readme);
  });
});
