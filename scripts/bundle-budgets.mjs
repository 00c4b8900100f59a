// Initial JavaScript per route: what a first visit must download before the screen can render,
// gzip-compressed. Read from dist/web: the scripts index.html loads, and from the Vite manifest the
// lazy route modules the URL matches (router.tsx) and everything they import statically. Chunks a screen imports on
// demand once it is shown (charts, dialogs, the command palette, notifications) are not counted.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const GUARD = 'features/auth/components/require-role.tsx';
const SHELL = 'features/command-palette/components/palette-shell.tsx';
const KB_LAYOUT = 'features/knowledge-base/routes/layout-route.tsx';
/** The signed-in screens' route table, loaded on the first visit to one of them (router.tsx). */
const SIGNED_IN = 'signed-in-routes.tsx';

/** The lazy modules (manifest keys, relative to src/web) each page loads before it renders. */
export const ROUTE_MODULES = {
  '/login': [],
  '/admin-login': ['features/auth/components/admin-login-page.tsx'],
  '/accept-invite': ['features/auth/components/accept-invite-page.tsx'],
  '/setup': ['features/auth/components/setup-page.tsx'],
  '/agent': [SIGNED_IN, SHELL, GUARD, 'features/clients/components/agent-dashboard-page.tsx'],
  '/admin': [SIGNED_IN, SHELL, GUARD, 'features/admin/components/admin-overview-page.tsx'],
  '/admin/clients': [SIGNED_IN, SHELL, GUARD, 'features/admin/components/admin-clients-page.tsx'],
  '/admin/clients/import': [SIGNED_IN, SHELL, GUARD, 'features/imports/components/import-clients-page.tsx'],
  '/agent/board': [SIGNED_IN, SHELL, GUARD, 'features/board/components/agent-board-page.tsx'],
  '/admin/board': [SIGNED_IN, SHELL, GUARD, 'features/board/components/admin-board-page.tsx'],
  '/admin/audit': [SIGNED_IN, SHELL, GUARD, 'features/admin/components/admin-audit-page.tsx'],
  '/admin/settings': [SIGNED_IN, SHELL, GUARD, 'features/admin/components/admin-settings-page.tsx'],
  '/admin/agents': [SIGNED_IN, SHELL, GUARD, 'features/agents/components/agents-page.tsx'],
  '/admin/api-tokens': [SIGNED_IN, SHELL, GUARD, 'features/api-tokens/components/api-tokens-page.tsx'],
  '/admin/activity': [SIGNED_IN, SHELL, GUARD, 'features/admin/components/admin-activity-page.tsx'],
  '/admin/intake-forms': [SIGNED_IN, SHELL, GUARD, 'features/intake/components/intake-forms-page.tsx'],
  '/admin/webhooks': [SIGNED_IN, SHELL, GUARD, 'features/webhooks/components/webhooks-page.tsx'],
  '/admin/reports': [SIGNED_IN, SHELL, GUARD, 'features/reports/components/admin-reports-page.tsx'],
  '/agent/reports': [SIGNED_IN, SHELL, GUARD, 'features/reports/components/agent-reports-page.tsx'],
  '/profile': [SIGNED_IN, SHELL, GUARD, 'features/profile/components/profile-page.tsx'],
  'two-factor set-up (forced)': [
    SIGNED_IN,
    SHELL,
    GUARD,
    'features/auth/components/forced-two-factor-page.tsx',
  ],
  '/knowledge-base': [KB_LAYOUT, 'features/knowledge-base/routes/index-route.tsx'],
  '/knowledge-base/training': [
    KB_LAYOUT,
    'features/knowledge-base/routes/roadmap-route.tsx',
    '../../content/knowledge-base/training.md?kb-article',
  ],
  '/knowledge-base/market-news': [
    KB_LAYOUT,
    'features/knowledge-base/routes/market-news-route.tsx',
    '../../content/knowledge-base/market-news.md?kb-article',
  ],
  '/knowledge-base/executive-protocols': [
    KB_LAYOUT,
    'features/knowledge-base/routes/article-route.tsx',
    '../../content/knowledge-base/executive-protocols.md?kb-article',
  ],
};

/** Issue 18: the sign-in screen at most 130 KB, every other page at most 180 KB (gzip). */
export function budgetKb(route) {
  return route === '/login' ? 130 : 180;
}

// Lazy modules that are screens: each must be in ROUTE_MODULES, so a new screen has a budget.
const SCREEN = /(-page\.tsx|-route\.tsx)$/;

function readManifest(webRoot) {
  return JSON.parse(fs.readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'));
}

const gzipKb = (file) => gzipSync(fs.readFileSync(file)).length / 1024;

/** Initial JS (gzip KB) of every route in `routes`, and the chunks that make it up. */
export function initialJs(webRoot, routes = ROUTE_MODULES) {
  const manifest = readManifest(webRoot);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the Vite manifest names no entry');
  // Scripts index.html loads itself, such as the theme's boot script.
  const html = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const htmlScripts = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)].map((m) => m[1]);
  return Object.entries(routes).map(([route, modules]) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      if (!manifest[key]) throw new Error(`${route}: ${key} is not in the build (update ROUTE_MODULES)`);
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const key of [entry, ...modules]) visit(key);
    const files = new Set([...htmlScripts, ...[...seen].map((key) => manifest[key].file)]);
    const chunks = [...files]
      .map((file) => ({ file, kb: gzipKb(path.join(webRoot, file)) }))
      .sort((a, b) => b.kb - a.kb);
    return { route, kb: chunks.reduce((sum, c) => sum + c.kb, 0), budgetKb: budgetKb(route), chunks };
  });
}

/** What breaks a budget, or a screen the table does not measure; empty when all is well. */
export function budgetProblems(webRoot, routes = ROUTE_MODULES) {
  const manifest = readManifest(webRoot);
  const listed = new Set(Object.values(routes).flat());
  const unlisted = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && SCREEN.test(key) && !listed.has(key))
    .map(([key]) => `${key} is a lazy screen with no budget: add its route to ROUTE_MODULES`);
  const over = initialJs(webRoot, routes)
    .filter((r) => r.kb > r.budgetKb)
    .map(
      (r) =>
        `${r.route} loads ${r.kb.toFixed(1)} KB of JS (gzip) before it renders, over its ${r.budgetKb} KB: ` +
        r.chunks
          .slice(0, 5)
          .map((c) => `${path.basename(c.file)} ${c.kb.toFixed(1)}`)
          .join(', '),
    );
  return [...unlisted, ...over];
}
