// Test paths are taken relative to the repository root, so that a filter such as
// `vitest run servers` or `vitest run servers/all` selects these tests from the root.
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'all',
    dir: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['servers/all/test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
