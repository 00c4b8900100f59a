import { defineConfig } from 'vitest/config';

// The benchmark harness's smoke test (npm test runs it last, on its own): a whole `npm run bench`
// at toy size, checking that every part produced numbers. Timings are reported, never asserted.
export default defineConfig({
  test: {
    include: ['bench/**/*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
