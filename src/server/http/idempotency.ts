import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '#shared/domain';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../errors';

/** How long the first answer to a key is replayed. */
const TTL_HOURS = 24;
/** A claim still unanswered after this long belongs to a request that died with its server. */
const ABANDONED_SECONDS = 60;
/** How long a repeat waits for the first request, still running, to answer. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Printable ASCII, as the IETF Idempotency-Key draft allows; clients usually send a UUID. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

type Claim = { userId: string; key: string };

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
}

export type IdempotencyOptions = {
  db: Db;
  /** The writes that honour the header; other requests ignore it. */
  appliesTo(req: FastifyRequest): boolean;
};

/**
 * `Idempotency-Key` on writes: the first request with a key runs and its answer (2xx or 4xx) is
 * stored; a repeat from the same user within 24 hours gets that answer without running again, and
 * one that arrives while the first is still running waits for it. A 5xx is not stored, so a retry
 * runs again. Must be registered after the session hook, which sets `req.sessionUser`.
 */
export function registerIdempotency(app: FastifyInstance, { db, appliesTo }: IdempotencyOptions): void {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (req, reply) => {
    const header = req.headers['idempotency-key'];
    const user = req.sessionUser;
    if (header === undefined || !user || !WRITE_METHODS.has(req.method) || !appliesTo(req)) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw new AppError(400, 'bad_request', MESSAGES.idempotencyKeyInvalid, {
        'idempotency-key': MESSAGES.idempotencyKeyInvalid,
      });
    }
    const fingerprint = fingerprintOf(req);
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      if (await claim(db, user.id, header, fingerprint)) {
        req.idempotencyClaim = { userId: user.id, key: header };
        return;
      }
      const first = await readKey(db, user.id, header);
      if (first && first.fingerprint !== fingerprint) {
        throw new AppError(422, 'unprocessable', MESSAGES.idempotencyKeyReused);
      }
      if (first?.statusCode != null && first.responseBody !== null) {
        return reply
          .code(first.statusCode)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(first.responseBody);
      }
      if (Date.now() >= deadline) throw new AppError(409, 'conflict', MESSAGES.idempotencyInProgress);
      // Still running: wait for its answer. Gone: it failed with a 5xx, so claim the key afresh.
      if (first) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const claimed = req.idempotencyClaim;
    if (!claimed) return payload;
    req.idempotencyClaim = null;
    const where = and(eq(idempotencyKeys.userId, claimed.userId), eq(idempotencyKeys.key, claimed.key));
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await db.delete(idempotencyKeys).where(where);
    } else {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, responseBody: payload })
        .where(where);
    }
    return payload;
  });

  const prune = setInterval(() => {
    db.delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${TTL_HOURS})`))
      .catch((error: unknown) => app.log.warn({ err: error }, 'pruning idempotency keys failed'));
  }, PRUNE_EVERY_MS);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
}

function fingerprintOf(req: FastifyRequest): string {
  return createHash('sha256')
    .update(`${req.method} ${req.url}\n${JSON.stringify(req.body ?? null)}`)
    .digest('base64url');
}

/**
 * Takes the key for this request: a new key, one whose answer has expired, or one abandoned by a
 * request that never answered. One statement, so two requests racing for a key cannot both win.
 */
async function claim(db: Db, userId: string, key: string, fingerprint: string): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { fingerprint, statusCode: null, responseBody: null, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${TTL_HOURS})
        or (${idempotencyKeys.statusCode} is null
          and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_SECONDS}))`,
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

async function readKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}
