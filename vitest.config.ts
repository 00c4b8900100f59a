import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests run once; API tests (*.api.test.ts) run on the embedded database and, when
// TEST_DATABASE_URL is set, again on PostgreSQL, each project in its own fresh database.
const apiEngines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    // Two files at a time even on two cores (vitest's default is one less than the cores): most
    // API tests wait on a database, so a second file uses the time the first spends waiting.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      ...apiEngines.map((engine) => ({
        extends: true as const,
        test: {
          name: `api-${engine}`,
          include: ['src/**/*.api.test.ts', 'tests/api/**/*.api.test.ts', 'tests/security/**/*.api.test.ts'],
          env: { TEST_ENGINE: engine },
          // A worker runs its API test files one after another in one module graph instead of
          // importing the app afresh for each (about 1.8 s a file): 699 → 408 s for the whole run
          // on 2 cores. Every file builds its own app on its own database and closes it; nothing
          // here mocks a module, and the tests that fake timers or globals undo it after each test.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
