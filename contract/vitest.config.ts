// Test paths are taken relative to the repository root, so that `vitest run contract` selects them.
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    dir: fileURLToPath(new URL('..', import.meta.url)),
    include: ['contract/test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
