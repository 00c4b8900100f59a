import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { budgetProblems, initialJs } from './bundle-budgets.mjs';

const LOGIN_PAGE = 'features/auth/components/admin-login-page.tsx';
const ROUTES = { '/login': [], '/admin-login': [LOGIN_PAGE] };
let dir = '';

/** A dist/web with the given files (name → size in bytes of random text) and manifest. */
function fakeBuild(files: Record<string, number>, manifest: Record<string, object>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wea-budgets-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  for (const [name, size] of Object.entries(files)) {
    // Random base64 text: gzip saves only about a quarter of it, so sizes stay far apart.
    fs.writeFileSync(path.join(dir, name), randomBytes(size).toString('base64').slice(0, size));
  }
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<script src="/assets/boot.js"></script><script type="module" src="/assets/entry.js"></script>',
  );
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

const kbOf = (file: string) => gzipSync(fs.readFileSync(path.join(dir, file))).length / 1024;

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('initial JS per page', () => {
  it('counts the scripts index.html loads, the entry and the route module with their static imports, not dynamic ones', () => {
    fakeBuild(
      {
        'assets/boot.js': 300,
        'assets/entry.js': 2000,
        'assets/shared.js': 1000,
        'assets/page.js': 500,
        'assets/dialog.js': 4000,
      },
      {
        'index.html': {
          file: 'assets/entry.js',
          isEntry: true,
          imports: ['_shared.js'],
          dynamicImports: [LOGIN_PAGE],
        },
        '_shared.js': { file: 'assets/shared.js' },
        [LOGIN_PAGE]: {
          file: 'assets/page.js',
          isDynamicEntry: true,
          imports: ['_shared.js'],
          dynamicImports: ['dialog.tsx'],
        },
        'dialog.tsx': { file: 'assets/dialog.js', isDynamicEntry: true },
      },
    );
    const byRoute = new Map(initialJs(dir, ROUTES).map((r) => [r.route, r.kb]));
    const base = kbOf('assets/boot.js') + kbOf('assets/entry.js') + kbOf('assets/shared.js');
    expect(byRoute.get('/login')).toBeCloseTo(base, 5);
    expect(byRoute.get('/admin-login')).toBeCloseTo(base + kbOf('assets/page.js'), 5);
  });

  it('names a page over its budget and a lazy screen the table does not know', () => {
    fakeBuild(
      { 'assets/boot.js': 10, 'assets/entry.js': 200 * 1024, 'assets/new.js': 10 },
      {
        'index.html': { file: 'assets/entry.js', isEntry: true },
        'features/x/components/new-page.tsx': { file: 'assets/new.js', isDynamicEntry: true },
      },
    );
    const problems = budgetProblems(dir, { '/login': [] });
    expect(problems.some((p) => p.startsWith('features/x/components/new-page.tsx is a lazy screen'))).toBe(
      true,
    );
    expect(problems.some((p) => p.startsWith('/login loads'))).toBe(true);
  });
});
