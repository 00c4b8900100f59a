// `npm test`: unit and API tests (API on PGlite, and on PostgreSQL when TEST_DATABASE_URL is
// set), then the browser tests against the built app.
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

step('Unit and API tests', [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run']);
step('Browser tests', [path.join(root, 'scripts', 'e2e.mjs')]);
