// `npm run test:crash` and `npm run test:scale-out`: builds the server when stale, then runs the
// process-level tests of vitest.system.config.ts against it. `node scripts/test-system.mjs all`
// runs every project the environment allows (npm test does).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildServer, root, serverIsStale } from './build-lib.mjs';

const which = process.argv[2] ?? 'all';
const projects = { crash: ['crash-*'], 'scale-out': ['scale-out'], all: [] }[which];
if (!projects) {
  console.error(`Unknown test set "${which}": use crash, scale-out or all.`);
  process.exit(2);
}
if (which === 'scale-out' && !process.env.TEST_DATABASE_URL) {
  console.error(
    'The scale-out test needs PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
  );
  process.exit(2);
}
if (serverIsStale()) await buildServer();
const args = [
  path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
  'run',
  '--config',
  'vitest.system.config.ts',
  ...projects.flatMap((p) => ['--project', p]),
];
const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
