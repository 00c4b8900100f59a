// `npm test`: unit and API tests (API on PGlite, and on PostgreSQL when TEST_DATABASE_URL is
// set), the process-level crash test (PGlite; also PostgreSQL, with the scale-out test, when
// TEST_DATABASE_URL is set), the dependency audit, the browser tests against the built app, then a
// smoke run of the benchmark harness (bench/bench-smoke.test.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './build-lib.mjs';

function step(name, args) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}

const postgres = Boolean(process.env.TEST_DATABASE_URL);
step('Unit and API tests', [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run']);
step(postgres ? 'Crash and scale-out tests' : 'Crash test', [
  path.join(root, 'scripts', 'test-system.mjs'),
  'all',
]);
step('Dependency audit', [path.join(root, 'scripts', 'audit.mjs')]);
step('Browser tests', [path.join(root, 'scripts', 'e2e.mjs')]);
// Last: it needs the build the browser tests made, and checks only that the harness runs.
step('Benchmark smoke test', [
  path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
  'run',
  '--config',
  path.join('bench', 'vitest.config.ts'),
]);
