// Builds the web bundle and the server when their sources are newer than the last build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

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

export async function buildWeb() {
  console.log('Building the web app...');
  run(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    // The config bundles fine; this only announces a future default loader.
    { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  );
  const { budgetProblems } = await import('./bundle-budgets.mjs');
  const problems = budgetProblems(path.join(root, 'dist', 'web'));
  if (problems.length > 0) {
    console.error(`The web bundle is over its budget (issue 18):\n${problems.join('\n')}`);
    process.exit(1);
  }
  const { prerenderPublicPages } = await import('./prerender.mjs');
  await prerenderPublicPages(root);
  compressWeb(path.join(root, 'dist', 'web'));
}

/**
 * Writes a Brotli (.br) and gzip (.gz) copy beside each script, style sheet and page, which the
 * server sends to browsers that accept them (@fastify/static preCompressed): a slow phone link
 * then carries a quarter of the bytes, with no compression work per request.
 */
function compressWeb(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css|html)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const data = fs.readFileSync(file);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  }
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
  // The embedded database's thread loads this file beside the code that starts it (pglite-thread.ts).
  fs.copyFileSync(
    path.join(root, 'src/server/db/pglite-worker.js'),
    path.join(root, 'dist/server/pglite-worker.js'),
  );
}

export async function buildIfStale({ force = false } = {}) {
  if (force || webIsStale()) await buildWeb();
  if (force || serverIsStale()) await buildServer();
}
