// `npm run build`: always rebuilds the web bundle and the server.
import { buildIfStale } from './build-lib.mjs';

await buildIfStale({ force: true });
