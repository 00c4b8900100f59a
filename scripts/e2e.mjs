// `npm run test:e2e`: builds when stale, then runs the Playwright suite on system Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale, root } from './build-lib.mjs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}.\n` +
      'Install it with `apt-get update && apt-get install -y chromium` (Debian/Ubuntu), ' +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
await buildIfStale();
const args = process.argv.slice(2);
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...args],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chromium },
  },
);
process.exit(result.status ?? 1);
