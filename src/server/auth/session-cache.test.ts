import { describe, expect, it, vi } from 'vitest';
import type { NotificationHandlers } from '../db/notifications';
import {
  announceSessionChange,
  type CachedSession,
  expectNotice,
  SESSION_CHANGES_CHANNEL,
  SessionCache,
} from './session-cache';

type Value = CachedSession & { label: string };

const value = (sessionId: string, userId: string): Value => ({
  sessionId,
  userId,
  createdAt: 0,
  expiresAt: 0,
  label: `${userId}/${sessionId}`,
});

/** A cache wired to a fake notification channel the test drives. */
async function cacheWithChannel(options: { up?: boolean; ttlMs?: number; limit?: number } = {}) {
  const cache = new SessionCache<Value>(options.ttlMs, options.limit);
  let handlers: NotificationHandlers | undefined;
  let channel = '';
  let stopped = false;
  await cache.start({
    listen: async (name, given) => {
      channel = name;
      handlers = given;
      given.state(options.up ?? true);
      return async () => {
        stopped = true;
      };
    },
  });
  if (!handlers) throw new Error('the cache did not listen');
  return { cache, channel: handlers, channelName: () => channel, stopped: () => stopped };
}

describe('session cache', () => {
  it('listens on the channel the migration announces on, and stops listening on close', async () => {
    const { cache, channelName, stopped } = await cacheWithChannel();
    expect(channelName()).toBe(SESSION_CHANGES_CHANNEL);
    await cache.close();
    expect(stopped()).toBe(true);
  });

  it('serves a stored session until a notice names its session, its user, or everything', async () => {
    const { cache, channel } = await cacheWithChannel();
    const store = (token: string, v: Value) => cache.store(token, v, cache.mark());
    store('t1', value('s1', 'u1'));
    store('t2', value('s2', 'u1'));
    store('t3', value('s3', 'u2'));
    expect(cache.get('t1')?.label).toBe('u1/s1');

    channel.message('s:s1');
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.get('t2')?.label).toBe('u1/s2');

    channel.message('u:u1');
    expect(cache.get('t2')).toBeUndefined();
    expect(cache.get('t3')?.label).toBe('u2/s3');

    channel.message('*');
    expect(cache.get('t3')).toBeUndefined();
    await cache.close();
  });

  it('refuses to store what was read before a notice arrived', async () => {
    const { cache, channel } = await cacheWithChannel();
    const mark = cache.mark();
    channel.message('s:other');
    cache.store('t1', value('s1', 'u1'), mark);
    expect(cache.get('t1')).toBeUndefined();
    await cache.close();
  });

  it('serves nothing while the channel is down, forgets everything when it drops, and serves again once back', async () => {
    const { cache, channel } = await cacheWithChannel();
    cache.store('t1', value('s1', 'u1'), cache.mark());
    channel.state(false);
    expect(cache.trusted).toBe(false);
    expect(cache.get('t1')).toBeUndefined();
    cache.store('t2', value('s2', 'u2'), cache.mark());
    channel.state(true);
    // What was missed while deaf is unknown: nothing from before comes back.
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.get('t2')).toBeUndefined();
    cache.store('t3', value('s3', 'u3'), cache.mark());
    expect(cache.get('t3')?.label).toBe('u3/s3');
    await cache.close();
  });

  it('is never served without a channel to hear notices on', async () => {
    const cache = new SessionCache<Value>();
    await cache.start({});
    cache.store('t1', value('s1', 'u1'), cache.mark());
    expect(cache.get('t1')).toBeUndefined();
    await cache.close();
  });

  it('keeps an entry for its time to live only, and at most `limit` entries, the oldest leaving first', async () => {
    const { cache } = await cacheWithChannel({ ttlMs: 1_000, limit: 2 });
    cache.store('t1', value('s1', 'u1'), cache.mark(), 0);
    expect(cache.get('t1', 999)?.label).toBe('u1/s1');
    expect(cache.get('t1', 1_000)).toBeUndefined();
    cache.store('a', value('sa', 'u'), cache.mark(), 0);
    cache.store('b', value('sb', 'u'), cache.mark(), 0);
    cache.store('c', value('sc', 'u'), cache.mark(), 0);
    expect([cache.get('a', 1), cache.get('b', 1)?.label, cache.get('c', 1)?.label]).toEqual([
      undefined,
      'u/sb',
      'u/sc',
    ]);
    expect(cache.size).toBe(2);
    await cache.close();
  });

  it('drops at once what the app announces in process, by session, user, token or everything', async () => {
    const { cache } = await cacheWithChannel();
    const fill = () => {
      for (const [t, s, u] of [
        ['t1', 's1', 'u1'],
        ['t2', 's2', 'u2'],
        ['t3', 's3', 'u3'],
      ] as const) {
        cache.store(t, value(s, u), cache.mark());
      }
    };
    fill();
    announceSessionChange({ sessionId: 's1' });
    announceSessionChange({ userId: 'u2' });
    announceSessionChange({ token: 't3' });
    expect(cache.size).toBe(0);
    fill();
    announceSessionChange('all');
    expect(cache.size).toBe(0);
    await cache.close();
  });

  it('lets a revocation wait for its own notice from the database, not for its announcement in process', async () => {
    const { cache, channel } = await cacheWithChannel();
    let done = false;
    const heard = expectNotice({ sessionId: 's9' }, 60_000).then(() => {
      done = true;
    });
    announceSessionChange({ sessionId: 's9' });
    channel.message('s:other');
    channel.message('u:s9');
    await settled();
    expect(done).toBe(false);
    channel.message('s:s9');
    await heard;
    expect(done).toBe(true);
    await cache.close();
  });

  it('does not wait longer than its limit, nor at all while nothing is listening', async () => {
    vi.useFakeTimers();
    try {
      const { cache } = await cacheWithChannel();
      let done = false;
      const heard = expectNotice({ userId: 'u9' }, 30).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(29);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await heard;
      expect(done).toBe(true);
      await cache.close();
      // Deaf: no timer is needed for it to resolve.
      const deaf = await cacheWithChannel({ up: false });
      await expectNotice({ userId: 'u9' }, 60_000);
      await deaf.cache.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

/** Lets every pending promise callback run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));
