import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['servers/*/vitest.config.ts', 'cli/vitest.config.ts'],
  },
});
