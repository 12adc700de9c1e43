import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The JSON report feeds scripts/test-summary.mjs, which prints one tally for the whole suite.
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'bench/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          // Each integration file builds its own app on its own fresh database.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
          // A test's first render compiles its lazy route; on a busy 2-core machine that alone
          // can pass the default 5 s, which is also Testing Library's wait (test/setup.ts).
          testTimeout: 15_000,
        },
      },
    ],
  },
});
