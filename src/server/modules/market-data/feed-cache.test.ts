import { describe, expect, it } from 'vitest';
import { createCachedFeed } from './feed-cache';

function setup(ttlMs = 1_000, retryAfterMs = 100, forcedRetryAfterMs = 10) {
  const clock = { now: 0 };
  const calls = { load: 0, errors: [] as Array<[unknown, boolean]> };
  let next: () => Promise<string> = async () => 'v1';
  const feed = createCachedFeed<string>({
    load: () => {
      calls.load += 1;
      return next();
    },
    ttlMs,
    retryAfterMs,
    forcedRetryAfterMs,
    now: () => clock.now,
    onError: (error, stale) => calls.errors.push([error, stale]),
  });
  return {
    feed,
    clock,
    calls,
    setLoad: (load: () => Promise<string>) => {
      next = load;
    },
  };
}

describe('createCachedFeed', () => {
  it('shares one in-flight load between concurrent callers', async () => {
    const { feed, calls, setLoad } = setup();
    let release: (value: string) => void = () => undefined;
    setLoad(() => new Promise<string>((resolve) => (release = resolve)));
    const pending = Array.from({ length: 20 }, () => feed.get());
    release('shared');
    expect(await Promise.all(pending)).toEqual(Array(20).fill('shared'));
    expect(calls.load).toBe(1);
  });

  it('serves the cached value until the TTL passes, then reloads', async () => {
    const { feed, clock, calls, setLoad } = setup(1_000);
    expect(await feed.get()).toBe('v1');
    clock.now = 999;
    setLoad(async () => 'v2');
    expect(await feed.get()).toBe('v1');
    clock.now = 1_000;
    expect(await feed.get()).toBe('v2');
    expect(calls.load).toBe(2);
  });

  it('keeps the last good value when a refresh fails and waits before retrying', async () => {
    const { feed, clock, calls, setLoad } = setup(1_000, 100);
    await feed.get();
    clock.now = 2_000;
    setLoad(async () => {
      throw new Error('upstream down');
    });
    expect(await feed.get()).toBe('v1');
    expect(calls.errors).toEqual([[new Error('upstream down'), true]]);
    clock.now = 2_050;
    expect(await feed.get()).toBe('v1');
    expect(calls.load).toBe(2);
    clock.now = 2_100;
    setLoad(async () => 'v3');
    expect(await feed.get()).toBe('v3');
  });

  it('retries a failed feed at once when asked, but not more often than forcedRetryAfterMs', async () => {
    const { feed, clock, calls, setLoad } = setup(1_000, 100, 10);
    setLoad(async () => {
      throw new Error('down');
    });
    expect(await feed.get()).toBeNull();
    clock.now = 5;
    setLoad(async () => 'back');
    expect(await feed.get({ retryFailed: true })).toBeNull();
    expect(calls.load).toBe(1);
    clock.now = 10;
    expect(await feed.get()).toBeNull();
    expect(await feed.get({ retryFailed: true })).toBe('back');
    expect(calls.load).toBe(2);
  });

  it('serves a good value until its TTL even when asked to retry', async () => {
    const { feed, clock, calls } = setup(1_000, 100, 10);
    expect(await feed.get()).toBe('v1');
    clock.now = 500;
    expect(await feed.get({ retryFailed: true })).toBe('v1');
    expect(calls.load).toBe(1);
  });

  it('returns null while nothing has ever loaded', async () => {
    const { feed, calls, setLoad } = setup();
    setLoad(async () => {
      throw new Error('never up');
    });
    expect(await feed.get()).toBeNull();
    expect(calls.errors[0]?.[1]).toBe(false);
  });

  it('survives a throwing error logger', async () => {
    const feed = createCachedFeed<string>({
      load: async () => {
        throw new Error('down');
      },
      ttlMs: 1_000,
      retryAfterMs: 100,
      forcedRetryAfterMs: 10,
      now: () => 0,
      onError: () => {
        throw new Error('logger broke');
      },
    });
    await expect(feed.get()).resolves.toBeNull();
  });
});
