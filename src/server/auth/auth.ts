import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/domain';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { hashPassword, verifyPassword } from './password';

/** Header our Fastify bridge sets to the client address it trusts; any client value is replaced. */
export const CLIENT_IP_HEADER = 'x-wea-client-ip';

const APP_NAME = 'Wise Expert Advisor';

/** How long a password sign-in waits for its second factor before it must start again. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;

export type AuthOptions = { db: Db; config: Config; secret: string };

export function createAuth({ db, config, secret }: AuthOptions) {
  return betterAuth({
    appName: APP_NAME,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema, transaction: true }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'agent', input: false },
      },
    },
    session: {
      // Sliding idle lifetime; the absolute lifetime is enforced in session.ts (DESIGN §7).
      expiresIn: config.SESSION_IDLE_MINUTES * 60,
      // Extend an active session at most once a minute, not on every request.
      updateAge: 60,
    },
    // Same-origin only: the configured public URL and the origin the request came to.
    trustedOrigins: (request) => {
      const own = request ? new URL(request.url).origin : undefined;
      return [config.publicUrl, own];
    },
    rateLimit: { enabled: false }, // sign-in limits live in sign-in-limits.ts, counted in the database
    advanced: {
      cookiePrefix: 'wea',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      // TOTP (RFC 6238) and one-time backup codes (docs/decisions/0016). Its lockout is off: the
      // second step counts failures in sign_in_failures like the first (sign-in-limits.ts).
      twoFactor({
        issuer: APP_NAME,
        accountLockout: { enabled: false },
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
      }),
    ],
    telemetry: { enabled: false },
    logger: { disabled: config.NODE_ENV === 'test' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
