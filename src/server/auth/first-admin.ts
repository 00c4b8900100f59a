import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { setupTokens } from '../db/schema';
import { createUserWithPassword } from './accounts';
import type { Auth } from './auth';
import { adminExists, findUserByEmail } from './users';

const SETUP_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Makes sure an admin can exist (DESIGN §7): with ADMIN_EMAIL and ADMIN_PASSWORD the first admin
 * is created at start; without them, and with no admin yet, a one-time setup link is printed.
 * Returns that link, if any.
 */
export async function ensureFirstAdmin(deps: { db: Db; auth: Auth; config: Config; log: FastifyBaseLogger }) {
  const { db, auth, config, log } = deps;
  if (await adminExists(db)) return null;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const existing = await findUserByEmail(db, config.ADMIN_EMAIL);
    if (existing) {
      log.warn(
        { email: config.ADMIN_EMAIL },
        'ADMIN_EMAIL belongs to an existing agent; no admin was created',
      );
      return null;
    }
    try {
      await createUserWithPassword(auth, {
        email: config.ADMIN_EMAIL,
        fullName: 'Administrator',
        password: config.ADMIN_PASSWORD,
        role: 'admin',
      });
    } catch (error) {
      // Instances started together on one database race here; the loser must start, not crash.
      if (!(await findUserByEmail(db, config.ADMIN_EMAIL))) throw error;
      log.info({ email: config.ADMIN_EMAIL }, 'the first admin was created by another instance');
      return null;
    }
    log.info({ email: config.ADMIN_EMAIL }, 'created the first admin from ADMIN_EMAIL');
    return null;
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(setupTokens).values({
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SETUP_TOKEN_LIFETIME_MS),
  });
  return `${config.publicUrl}/setup?token=${token}`;
}

/** Marks the token used, atomically: of two requests racing with one token only one wins. */
export async function consumeSetupToken(db: Db, token: string): Promise<boolean> {
  const used = await db
    .update(setupTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(setupTokens.tokenHash, hashToken(token)),
        isNull(setupTokens.usedAt),
        gt(setupTokens.expiresAt, new Date()),
      ),
    )
    .returning({ tokenHash: setupTokens.tokenHash });
  return used.length === 1;
}

export async function isSetupTokenValid(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .select({ tokenHash: setupTokens.tokenHash })
    .from(setupTokens)
    .where(
      and(
        eq(setupTokens.tokenHash, hashToken(token)),
        isNull(setupTokens.usedAt),
        gt(setupTokens.expiresAt, new Date()),
      ),
    );
  return rows.length === 1;
}
