// Prerenders the public pages into dist/web/pages (decision 0020): builds src/web/prerender.tsx
// for Node, renders each public path into index.html's root element, and writes the loader data
// beside it as a JSON block. The server sends these files for the paths they name.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const ROOT_ELEMENT = '<div id="root"></div>';

/** `root` is the project's folder. */
export async function prerenderPublicPages(root) {
  const webRoot = path.join(root, 'dist', 'web');
  const outDir = path.join(root, 'dist', 'prerender');
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'prerender.tsx', outDir, emptyOutDir: true, manifest: false },
  });
  const { prerenderPage, publicPaths, ROUTE_DATA_ID, routeDataJson } = await import(
    pathToFileURL(path.join(outDir, 'prerender.js')).href
  );
  const template = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`dist/web/index.html has no ${ROOT_ELEMENT}`);
  const pagesDir = path.join(webRoot, 'pages');
  fs.rmSync(pagesDir, { recursive: true, force: true });
  for (const pagePath of publicPaths()) {
    const { html, loaderData } = await prerenderPage(pagePath);
    const data = Object.keys(loaderData).length
      ? `<script type="application/json" id="${ROUTE_DATA_ID}">${routeDataJson(loaderData)}</script>`
      : '';
    const file = path.join(pagesDir, `${pagePath}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      template.replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>${data}`),
    );
  }
  fs.rmSync(outDir, { recursive: true, force: true });
}
