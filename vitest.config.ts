import { defineConfig } from 'vitest/config';

// CI sets KOPA_TEST_REPORT to a file path to get a JSON report beside the usual output.
const report = process.env.KOPA_TEST_REPORT;

export default defineConfig({
  test: {
    projects: [
      'servers/*/vitest.config.ts',
      'cli/vitest.config.ts',
      'tasks/vitest.config.ts',
      'evaluator/vitest.config.ts',
      'synth/vitest.config.ts',
      'contract/vitest.config.ts',
    ],
    reporters: report ? ['default', ['json', { outputFile: report }]] : ['default'],
  },
});
