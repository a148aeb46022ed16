import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure, beside the code) and `integration` (the real server on a real database:
 * PGlite by default, PostgreSQL when TEST_DATABASE_URL names a server; the test script runs both).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['apps/*/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // The statistical tests simulate millions of rounds: a few seconds alone, more beside the
          // typecheck on a 2-core machine. A ceiling, not a measurement (no test asserts a time).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/*/src/**/*.int.test.ts', 'apps/*/test/**/*.int.test.ts', 'bench/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
