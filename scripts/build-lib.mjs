// Builds the web bundle and the server when their sources are newer than the last build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(entries) {
  let newest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(p)) {
        if (child === 'node_modules' || child.endsWith('.test.ts')) continue;
        visit(path.join(p, child));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const e of entries) visit(path.join(root, e));
  return newest;
}

function mtimeOf(file) {
  try {
    return fs.statSync(path.join(root, file)).mtimeMs;
  } catch {
    return 0;
  }
}

const webInputs = ['src/web', 'src/shared', 'content', 'vite.config.ts', 'package-lock.json'];
const serverInputs = ['src/server', 'src/shared', 'package-lock.json'];

export function webIsStale() {
  return mtimeOf('dist/web/index.html') < newestMtime(webInputs);
}

export function serverIsStale() {
  return mtimeOf('dist/server/main.js') < newestMtime(serverInputs);
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function buildWeb() {
  console.log('Building the web app...');
  run(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    // The config bundles fine; this only announces a future default loader.
    { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  );
}

export async function buildServer() {
  console.log('Building the server...');
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: 'dist/server/main.js',
    logLevel: 'warning',
  });
}

export async function buildIfStale({ force = false } = {}) {
  if (force || webIsStale()) buildWeb();
  if (force || serverIsStale()) await buildServer();
}
