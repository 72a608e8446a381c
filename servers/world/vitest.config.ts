// Test paths are taken relative to the repository root, so that a filter such as
// `vitest run servers` or `vitest run servers/world` selects these tests from the root.
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'world',
    dir: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['servers/world/test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
