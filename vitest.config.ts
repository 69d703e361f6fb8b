import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure functions, no I/O) and `api` (the Fastify app through `app.inject` against a real
 * PostgreSQL: one embedded server per run, or DATABASE_URL; one fresh database per test file).
 * `npm run test:unit` / `npm run test:api` pick one; `vitest run` runs both. docs/testing.md has the layers and
 * their time budget.
 */
export default defineConfig({
  test: {
    // A project whose globs match nothing yet (web tests) must not fail the run.
    passWithNoTests: true,
    // Vitest's default is cores − 1: one worker on the 2-core CI machines, which left half of them idle (an API file
    // waits on PostgreSQL much of its time).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // The files of a worker share its module graph instead of re-importing (and re-warming) the server per file.
    // Safe here: each API file builds its own app on its own database (helpers/app.ts), server modules keep no
    // per-app state at module level (only caches keyed by entity definition or pool), and every spy is restored
    // in the test that made it. A file that cannot share a worker belongs in a project with `isolate: true`.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/contracts/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'eslint-rules/**/*.test.js',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          // initdb and the first migration take a few seconds; a test file's own database a fraction of one.
          hookTimeout: 60_000,
          // Two workers share the machine's two cores with PostgreSQL: a test that takes 10 s alone may take twice
          // that on a busy machine. The time budget (scripts/test.mjs) is what catches a suite grown slow.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
