// `npm start`: builds what is missing or stale, then runs the server in this process.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './build-lib.mjs';

await buildIfStale();
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'dist', 'server', 'main.js')).href);
