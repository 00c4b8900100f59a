import { type Dispatcher, Pool } from 'undici';
import { type Latency, latencyOf } from './stats';

export type OpenLoopRequest = {
  method: Dispatcher.HttpMethod;
  path: string;
  headers: Record<string, string>;
  body?: string;
};

export type OpenLoopSpec = {
  url: string;
  /** Requests started per second, evenly spaced. */
  rate: number;
  /** Seconds measured; a warm-up of a fifth of it (at least 1 s) runs first and is discarded. */
  duration: number;
  /** Most requests in flight at once; later arrivals wait for a connection, and that wait counts. */
  maxSockets: number;
  next: () => OpenLoopRequest;
};

export type OpenLoopResult = {
  requests: number;
  rps: number;
  latency: Latency;
  errors: number;
  non2xx: number;
};

/**
 * A constant arrival rate: request k starts at k / rate seconds whether or not earlier ones have
 * been answered, as visitors of a page arrive, and its latency is counted from that planned start
 * (a generator that falls behind does not hide the server's queue). autocannon's `overallRate`
 * cannot do this: each connection sends its share of a second back to back at the second's start,
 * so "500 a second" arrives as a burst of 500 once a second.
 */
function once(spec: OpenLoopSpec, seconds: number): Promise<OpenLoopResult> {
  // undici's pool: about half the CPU per request of node:http's client, which shares the cores
  // with the server being measured.
  const pool = new Pool(spec.url, { connections: spec.maxSockets, pipelining: 1 });
  const total = Math.round(spec.rate * seconds);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let started = 0;
  let settled = 0;
  const t0 = performance.now();
  return new Promise((resolve) => {
    const finish = () => {
      void pool.destroy();
      const elapsed = (performance.now() - t0) / 1000;
      resolve({
        requests: latencies.length,
        rps: latencies.length / Math.max(seconds, elapsed),
        latency: latencyOf(latencies),
        errors,
        non2xx,
      });
    };
    const done = (plannedAt: number, status: number | null) => {
      settled++;
      if (status === null) errors++;
      else if (status < 200 || status >= 300) non2xx++;
      else latencies.push(performance.now() - plannedAt);
      if (settled === total) finish();
    };
    const send = (plannedAt: number) => {
      const { method, path, headers, body } = spec.next();
      pool
        .request({ method, path, headers, body: body ?? null, headersTimeout: 30_000 })
        .then(async (res) => {
          await res.body.dump();
          done(plannedAt, res.statusCode);
        })
        .catch(() => done(plannedAt, null));
    };
    const tick = () => {
      const now = performance.now();
      while (started < total && t0 + (started * 1000) / spec.rate <= now) {
        send(t0 + (started * 1000) / spec.rate);
        started++;
      }
      if (started < total) setTimeout(tick, 1);
    };
    if (total === 0) finish();
    else tick();
  });
}

export async function runOpenLoop(spec: OpenLoopSpec): Promise<OpenLoopResult> {
  await once(spec, Math.max(1, spec.duration / 5));
  return once(spec, spec.duration);
}
