export type Latency = { p50: number; p95: number; p99: number; mean: number; max: number };

/** Nearest-rank percentiles of latencies in milliseconds. */
export function latencyOf(values: number[]): Latency {
  if (values.length === 0) return { p50: 0, p95: 0, p99: 0, mean: 0, max: 0 };
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const sum = sorted.reduce((a, b) => a + b, 0);
  return { p50: at(50), p95: at(95), p99: at(99), mean: sum / sorted.length, max: sorted.at(-1) ?? 0 };
}

export function median(values: number[]): number {
  return latencyOf(values).p50;
}

/** Samples `sample()` every 100 ms until stopped and keeps the largest value. */
export function peakSampler(sample: () => number) {
  let peak = sample();
  const timer = setInterval(() => {
    peak = Math.max(peak, sample());
  }, 100);
  return {
    stop(): number {
      clearInterval(timer);
      return Math.max(peak, sample());
    },
  };
}
