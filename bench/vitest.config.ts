import { defineConfig } from 'vitest/config';

// The benchmark harness's smoke test (npm test runs it last, on its own): a whole `npm run bench`
// at toy size, checking that every part produced numbers. Timings are reported, never asserted.
// The limit is wide: on this shared two-core machine, with other work beside it, one whole run
// took 297 s (2026-11-26), and a repeat is allowed in the test itself.
export default defineConfig({
  test: {
    include: ['bench/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 60_000,
  },
});
