import { createHash } from 'node:crypto';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * Serves `entry` as one minified classic script loaded first in <head>. A module script would run
 * after the first paint, and the CSP (script-src 'self') allows no inline script, so it is a file of
 * its own, hashed like the other assets so browsers may cache it for good.
 */
export function themeBootPlugin({ entry }: { entry: string }): Plugin {
  let script = { code: '', path: '' };
  const compile = () => {
    const out = buildSync({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      write: false,
      format: 'iife',
      target: 'es2020',
    });
    const code = out.outputFiles[0]?.text ?? '';
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
    script = { code, path: `assets/theme-boot-${hash}.js` };
  };
  let building = false;

  return {
    name: 'theme-boot',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      compile();
      this.addWatchFile(entry);
      if (building) this.emitFile({ type: 'asset', fileName: script.path, source: script.code });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== `/${script.path}`) return next();
        res.setHeader('content-type', 'text/javascript');
        res.end(script.code);
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: `/${script.path}` }, injectTo: 'head' }],
    },
  };
}
