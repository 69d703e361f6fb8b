import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure functions, no I/O) and `api` (the Fastify app through `app.inject` against a real
 * PostgreSQL: one embedded server per run, or DATABASE_URL; one fresh database per test file).
 * `npm run test:unit` / `npm run test:api` pick one; `vitest run` runs both.
 */
export default defineConfig({
  test: {
    // A project whose globs match nothing yet (web tests) must not fail the run.
    passWithNoTests: true,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/contracts/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          // initdb and the first migration take a few seconds; a test file's own database a fraction of one.
          hookTimeout: 60_000,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
