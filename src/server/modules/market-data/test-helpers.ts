import { readFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Helpers shared by this module's tests only.

export function readFixture(name: string): string {
  return readFileSync(new URL(`../../../../tests/fixtures/market/${name}`, import.meta.url), 'utf8');
}

export type TestServer = { url: (path: string) => string; close: () => Promise<void> };

/** A real HTTP server on 127.0.0.1 and a free port. */
export async function startTestServer(handler: RequestListener): Promise<TestServer> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
