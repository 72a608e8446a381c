import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'all', include: ['test/**/*.test.ts'], testTimeout: 60_000 },
});
