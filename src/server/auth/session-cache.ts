import type { Database } from '../db/client';

/** The channel the database announces session, user and settings changes on (migration 0011). */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** How long a checked session is trusted without being read again, while notices arrive. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Sessions kept at most; the oldest checked goes first. */
export const SESSION_CACHE_LIMIT = 10_000;

/** What a cached session must carry for the decision in session.ts to be made again. */
export type CachedSession = { userId: string; sessionId: string; createdAt: number; expiresAt: number };

type Entry<T> = { value: T; at: number };

/**
 * Recently checked sessions, by token (docs/decisions/0018). An entry is dropped when the
 * database announces a change of its session, its user or the settings; while the announcements
 * cannot be heard (the listening connection is lost, or the database cannot announce), nothing
 * is served from here and every request reads the database.
 *
 * A read that began before an announcement must not store what it read after it: `generation`
 * counts announcements, and `store` refuses a value read under an older one.
 */
export class SessionCache<T extends CachedSession> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Tokens by session id and by user id, so a notice finds its entries without a scan. */
  private readonly bySession = new Map<string, string>();
  private readonly byUser = new Map<string, Set<string>>();
  private listening = false;
  private generation = 0;
  private stop: (() => Promise<void>) | null = null;
  /** Callers waiting for the database to announce a payload (`expectNotice`). */
  private readonly waiters = new Map<string, Set<() => void>>();

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly limit = SESSION_CACHE_LIMIT,
  ) {}

  /** Subscribes to the database's announcements; until they are heard, the cache stays unused. */
  async start(database: Pick<Database, 'listen'>): Promise<void> {
    caches.add(this);
    if (!database.listen) return;
    this.stop = await database.listen(SESSION_CHANGES_CHANNEL, {
      message: (payload) => {
        this.notice(payload);
        this.heard(payload);
      },
      state: (up) => {
        // Whatever was announced while deaf is unknown: forget everything either way.
        this.clear();
        this.listening = up;
      },
    });
  }

  async close(): Promise<void> {
    caches.delete(this);
    this.listening = false;
    for (const payload of [...this.waiters.keys()]) this.heard(payload);
    this.clear();
    await this.stop?.();
    this.stop = null;
  }

  /** Whether announcements are heard, so entries may be served. */
  get trusted(): boolean {
    return this.listening;
  }

  /** The mark to hand back to `store` for a value read from the database now. */
  mark(): number {
    return this.generation;
  }

  get(token: string, now = Date.now()): T | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (now - entry.at >= this.ttlMs) {
      this.drop(token);
      return undefined;
    }
    return entry.value;
  }

  store(token: string, value: T, mark: number, now = Date.now()): void {
    if (!this.listening || mark !== this.generation) return;
    this.drop(token);
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.drop(oldest.value);
    }
    this.entries.set(token, { value, at: now });
    this.bySession.set(value.sessionId, token);
    const tokens = this.byUser.get(value.userId);
    if (tokens) tokens.add(token);
    else this.byUser.set(value.userId, new Set([token]));
  }

  /** One announcement: 's:<session id>', 'u:<user id>', or anything else for "forget everything". */
  notice(payload: string): void {
    this.generation++;
    const kind = payload.slice(0, 2);
    const id = payload.slice(2);
    if (kind === 's:') {
      const token = this.bySession.get(id);
      if (token !== undefined) this.drop(token);
    } else if (kind === 'u:') {
      for (const token of this.byUser.get(id) ?? []) this.drop(token);
    } else {
      this.clear();
    }
  }

  /**
   * Resolves once this cache hears the database announce `payload`, or after `timeoutMs`. Call it
   * before the change is committed: the notice may arrive while the change's statement returns.
   */
  whenHeard(payload: string, timeoutMs: number): Promise<void> {
    if (!this.listening) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        const waiting = this.waiters.get(payload);
        waiting?.delete(done);
        if (waiting?.size === 0) this.waiters.delete(payload);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      timer.unref();
      const waiting = this.waiters.get(payload);
      if (waiting) waiting.add(done);
      else this.waiters.set(payload, new Set([done]));
    });
  }

  private heard(payload: string): void {
    for (const done of [...(this.waiters.get(payload) ?? [])]) done();
  }

  /** Drops one token's entry (a session this process ended and knows by its token only). */
  forget(token: string): void {
    this.generation++;
    this.drop(token);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bySession.clear();
    this.byUser.clear();
  }

  private drop(token: string): void {
    const entry = this.entries.get(token);
    if (!entry) return;
    this.entries.delete(token);
    this.bySession.delete(entry.value.sessionId);
    const tokens = this.byUser.get(entry.value.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.byUser.delete(entry.value.userId);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A change the app itself made, announced in process before the database's notice arrives. */
export type SessionChange = { sessionId: string } | { userId: string } | { token: string } | 'all';

/** The started caches of this process (one per app instance; tests run several). */
const caches = new Set<SessionCache<CachedSession>>();

/**
 * Drops what the change ends from this process's caches at once. The database announces the same
 * change to every instance at commit (migration 0011); on PostgreSQL that notice travels over
 * another connection, so the instance that made the change, and whose client asks next, would
 * otherwise race it. Call it after the change is committed. Ids are unique, so telling every
 * cache of the process is harmless.
 */
export function announceSessionChange(change: SessionChange): void {
  for (const cache of caches) {
    if (change === 'all') cache.clear();
    else if ('token' in change) cache.forget(change.token);
    else cache.notice('sessionId' in change ? `s:${change.sessionId}` : `u:${change.userId}`);
  }
}

/** How long a revocation waits to hear its own notice before it answers (`expectNotice`). */
export const NOTICE_WAIT_MS = 250;

/**
 * A promise that resolves once the database has announced `change` back to this process (or after
 * `timeoutMs`, or at once when no cache is listening). PostgreSQL signals every listening
 * connection at the same commit, so a revocation that answers only after hearing its own notice
 * has already reached the other instances' listeners too (docs/decisions/0034): the scale-out test
 * then finds the session refused on another instance at the first ask. Call before the change.
 */
export function expectNotice(
  change: { sessionId: string } | { userId: string },
  timeoutMs = NOTICE_WAIT_MS,
): Promise<void> {
  const payload = 'sessionId' in change ? `s:${change.sessionId}` : `u:${change.userId}`;
  const listening = [...caches].filter((cache) => cache.trusted);
  if (listening.length === 0) return Promise.resolve();
  return Promise.race(listening.map((cache) => cache.whenHeard(payload, timeoutMs)));
}
