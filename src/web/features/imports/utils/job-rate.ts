/** One reading of the job's progress: rows done at a moment (ms). */
export type Sample = { at: number; rowsDone: number };

/** How many readings the rate is measured over: long enough to smooth, short enough to follow. */
const WINDOW = 10;

/** The readings to keep after a new one: a later reading with fewer rows (a restart) starts over. */
export function addSample(samples: readonly Sample[], next: Sample): Sample[] {
  const last = samples.at(-1);
  if (last && next.rowsDone < last.rowsDone) return [next];
  return [...samples, next].slice(-WINDOW);
}

/** Rows per second over the kept readings, and seconds left at that rate; null until measurable. */
export function rateAndEta(samples: readonly Sample[], rowCount: number) {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at <= first.at || last.rowsDone <= first.rowsDone) return null;
  const perSecond = ((last.rowsDone - first.rowsDone) * 1000) / (last.at - first.at);
  return { perSecond, secondsLeft: Math.max(0, (rowCount - last.rowsDone) / perSecond) };
}

/** "45 s", "3 min 20 s", "1 h 5 min". */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return s % 60 ? `${m} min ${s % 60} s` : `${m} min`;
  const h = Math.floor(m / 60);
  return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
}

/** "12.3 MB" for file sizes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
