import { describe, expect, it } from 'vitest';
import { addSample, formatBytes, formatDuration, rateAndEta } from './job-rate';

describe('rateAndEta', () => {
  it('measures rows per second over the kept readings and the time left at that rate', () => {
    let samples = addSample([], { at: 0, rowsDone: 0 });
    samples = addSample(samples, { at: 2000, rowsDone: 40_000 });
    expect(rateAndEta(samples, 100_000)).toEqual({ perSecond: 20_000, secondsLeft: 3 });
  });

  it('is unknown until two readings differ', () => {
    expect(rateAndEta([], 10)).toBeNull();
    expect(rateAndEta(addSample([], { at: 0, rowsDone: 5 }), 10)).toBeNull();
  });

  it('starts over when the job reports fewer rows (a restarted job)', () => {
    const samples = addSample([{ at: 0, rowsDone: 500 }], { at: 1000, rowsDone: 100 });
    expect(samples).toEqual([{ at: 1000, rowsDone: 100 }]);
  });

  it('keeps only the last ten readings', () => {
    let samples: ReturnType<typeof addSample> = [];
    for (let i = 0; i < 15; i++) samples = addSample(samples, { at: i * 1000, rowsDone: i * 10 });
    expect(samples).toHaveLength(10);
    expect(samples[0]).toEqual({ at: 5000, rowsDone: 50 });
  });
});

describe('formatDuration and formatBytes', () => {
  it('say durations and sizes briefly', () => {
    expect(formatDuration(45.4)).toBe('45 s');
    expect(formatDuration(200)).toBe('3 min 20 s');
    expect(formatDuration(3900)).toBe('1 h 5 min');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(200 * 1024 * 1024)).toBe('200 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });
});
