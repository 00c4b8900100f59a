import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlList = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((v, ctx) => {
      const urls = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const u of urls) {
        if (!/^https?:\/\//i.test(u) || !URL.canParse(u)) {
          ctx.addIssue({ code: 'custom', message: `"${u}" is not an http(s) URL` });
        }
      }
      return urls;
    });

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Names proxy-addr (Fastify's trustProxy) understands for the private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || prefix === undefined || rest.length > 0 || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For hops to believe: `false` (none: the socket's address counts), a number
 * of proxies in front of the app, or their addresses and CIDR ranges. `true` would believe the
 * left-most entry, which the client writes itself (issue 13), so it is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    if (value === 'false' || value === '0' || value === '') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust an X-Forwarded-For address the client writes itself; set the number of proxies in front of the app (1 behind one nginx or Caddy) or their addresses',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.find((e) => !isProxyAddress(e));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `"${bad}" is not a hop count, an IP address or a CIDR range` });
      return z.NEVER;
    }
    return entries;
  });

/**
 * TRUST_PROXY as Fastify takes it. Fastify counts hops for a number too, but its types only
 * name the function form: the address `hop` steps from the socket is believed while hop < count.
 */
export function trustProxyOption(
  value: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

// Documented defaults for the market-news page: well-known public feeds (README, Configuration).
export const DEFAULT_NEWS_FEED_URLS =
  'https://www.fxstreet.com/rss/news,https://www.investing.com/rss/news_1.rss';
export const DEFAULT_CALENDAR_FEED_URL = 'https://nfs.faireconomy.media/ff_calendar_thisweek.json';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').max(128).optional()),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().default('Wise Expert Advisor <no-reply@localhost>'),
  ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
      .optional(),
  ),
  NEWS_FEED_URLS: urlList(DEFAULT_NEWS_FEED_URLS),
  CALENDAR_FEED_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  MARKET_DATA_TTL_SECONDS: seconds(600),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Webhooks (docs/webhooks.md). Unset, private addresses are allowed outside production only.
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).default(10_000),
  WEBHOOK_RETRY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  /** How long a delivery taken by an instance stays its own: more than the 5 s send limit. */
  WEBHOOK_CLAIM_MS: z.coerce.number().int().min(6_000).default(30_000),
});

export type Config = Omit<z.infer<typeof envSchema>, 'CALENDAR_FEED_URL' | 'WEBHOOK_ALLOW_PRIVATE'> & {
  CALENDAR_FEED_URL: string | undefined;
  WEBHOOK_ALLOW_PRIVATE: boolean;
  dataDir: string;
  publicUrl: string;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (Boolean(c.ADMIN_EMAIL) !== Boolean(c.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD: set both to create the first admin, or neither',
    );
  }
  const calendarUrl = 'CALENDAR_FEED_URL' in env ? c.CALENDAR_FEED_URL : DEFAULT_CALENDAR_FEED_URL;
  const hostForUrl = c.HOST === '0.0.0.0' || c.HOST === '::' ? 'localhost' : c.HOST;
  return {
    ...c,
    CALENDAR_FEED_URL: calendarUrl,
    WEBHOOK_ALLOW_PRIVATE:
      c.WEBHOOK_ALLOW_PRIVATE === undefined
        ? c.NODE_ENV !== 'production'
        : c.WEBHOOK_ALLOW_PRIVATE === 'true',
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://${hostForUrl}:${c.PORT}`).replace(/\/+$/, ''),
  };
}
