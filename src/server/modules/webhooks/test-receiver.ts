import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = {
  id: string;
  type: string;
  data: Record<string, unknown>;
  body: string;
  timestamp: string;
  signature: string;
};

/**
 * A local webhook receiver for the tests: records every delivery, and answers 500 while `failing`
 * (or `status` when set). `waitFor` resolves once the recorded deliveries satisfy a condition.
 */
export async function startTestReceiver() {
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  const state = { failing: false, status: 204, refused: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (state.failing) {
        state.refused++;
        res.writeHead(500).end();
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      const parsed = JSON.parse(body) as Omit<Received, 'body' | 'timestamp' | 'signature'>;
      received.push({
        ...parsed,
        body,
        timestamp: String(req.headers['x-timestamp'] ?? ''),
        signature: String(req.headers['x-signature'] ?? ''),
      });
      res.writeHead(state.status).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    state,
    /** Resolves when `done(received)` holds; rejects after `ms`. */
    waitFor(done: (all: Received[]) => boolean, ms = 15_000): Promise<void> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!done(received)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`receiver: condition not met within ${ms} ms (${received.length} received)`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
