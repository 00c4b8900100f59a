import type { LoadResult } from './load';
import { latencyOf } from './stats';

/**
 * The same closed loop as the HTTP load, for work done in this process (the raw-SQL baseline):
 * `concurrency` loops, each starting the next call when the last one finishes.
 */
export async function runClosedLoop(
  task: () => Promise<unknown>,
  concurrency: number,
  seconds: number,
  around: (measure: () => Promise<LoadResult>) => Promise<LoadResult> = (measure) => measure(),
): Promise<LoadResult> {
  const measure = async (duration: number) => {
    const latencies: number[] = [];
    let errors = 0;
    const end = performance.now() + duration * 1000;
    const loop = async () => {
      while (performance.now() < end) {
        const started = performance.now();
        try {
          await task();
          latencies.push(performance.now() - started);
        } catch {
          errors++;
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, loop));
    const elapsed = (performance.now() - started) / 1000;
    return { latencies, errors, elapsed };
  };
  await measure(Math.max(0.3, seconds / 5));
  return around(async () => {
    const { latencies, errors, elapsed } = await measure(seconds);
    return {
      requests: latencies.length,
      rps: latencies.length / elapsed,
      latency: latencyOf(latencies),
      errors,
      non2xx: 0,
      statusCodes: {},
      bytesPerRequest: 0,
      rssMb: null,
    };
  });
}
