import http from 'node:http';

export type RoundRobinProxy = { url: string; served: number[]; close(): Promise<void> };

/** A tiny load balancer for the scale-out test: each request goes to the next backend in turn. */
export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const served = backends.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % backends.length;
    served[index] = (served[index] ?? 0) + 1;
    const target = new URL(backends[index] ?? '');
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // Longer than the client's own keep-alive, so an idle connection is never closed under a request.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
