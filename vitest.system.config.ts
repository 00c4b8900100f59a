import { defineConfig } from 'vitest/config';

// Process-level tests against the built server (npm run test:crash, npm run test:scale-out): the
// crash test on PGlite always, and with the scale-out test on PostgreSQL when TEST_DATABASE_URL is set.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const project = (name: string, include: string, env: Record<string, string> = {}) => ({
  extends: true as const,
  test: { name, include: [include], env, testTimeout: 600_000, hookTimeout: 120_000 },
});

export default defineConfig({
  test: {
    // One at a time: each starts and kills servers, and CPU contention would only slow restarts.
    fileParallelism: false,
    projects: [
      project('crash-pglite', 'tests/crash/crash.test.ts', { CRASH_ENGINE: 'pglite' }),
      project('crash-webhooks-pglite', 'tests/crash/webhooks-crash.test.ts', { CRASH_ENGINE: 'pglite' }),
      ...(postgres
        ? [
            project('crash-postgres', 'tests/crash/crash.test.ts', { CRASH_ENGINE: 'postgres' }),
            project('crash-webhooks-postgres', 'tests/crash/webhooks-crash.test.ts', {
              CRASH_ENGINE: 'postgres',
            }),
            project('scale-out', 'tests/crash/scale-out.test.ts'),
          ]
        : []),
    ],
  },
});
