import autocannon, { type Client, type RequestSpec } from 'autocannon';
import type { CpuSplit } from './cpu-split';
import { type Latency, latencyOf, peakSampler } from './stats';

export type LoadSpec = {
  url: string;
  connections: number;
  /** Seconds measured; a warm-up of a fifth of it (at least 1 s) runs first and is discarded. */
  duration: number;
  requests: RequestSpec[];
  headers?: Record<string, string>;
  setupClient?: (client: Client) => void;
  /** Server process whose peak RSS is reported. */
  rss?: () => number;
  /** Called between warm-up and measurement, to reset anything the requests collect. */
  onMeasureStart?: () => void;
};

export type LoadResult = {
  requests: number;
  /** CPU milliseconds per request by process, where measured. */
  cpu?: CpuSplit;
  rps: number;
  latency: Latency;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  bytesPerRequest: number;
  rssMb: number | null;
};

function once(spec: LoadSpec, duration: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const rss = spec.rss ? peakSampler(spec.rss) : null;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        duration,
        timeout: 30,
        headers: spec.headers ?? {},
        requests: spec.requests,
        ...(spec.setupClient ? { setupClient: spec.setupClient } : {}),
      },
      (error, result) => {
        const peak = rss?.stop() ?? null;
        if (error) return reject(error);
        const statusCodes = Object.fromEntries(
          Object.entries(result.statusCodeStats).map(([code, v]) => [code, v.count]),
        );
        resolve({
          requests: latencies.length,
          rps: latencies.length / result.duration,
          latency: latencyOf(latencies),
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          statusCodes,
          bytesPerRequest: latencies.length ? result.throughput.total / latencies.length : 0,
          rssMb: peak,
        });
      },
    );
    // autocannon's own histogram has 1 ms resolution; sub-millisecond requests need the raw times.
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
      latencies.push(ms);
    });
  });
}

/** Primes caches, JIT and connection pools; its numbers are discarded. */
export async function warmUp(spec: LoadSpec): Promise<void> {
  await once(spec, Math.max(0.3, spec.duration / 5));
  spec.onMeasureStart?.();
}

/** Closed-loop load over HTTP: `connections` keep-alive connections, each sending back to back. */
export function measureLoad(spec: LoadSpec): Promise<LoadResult> {
  return once(spec, spec.duration);
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  await warmUp(spec);
  return measureLoad(spec);
}
