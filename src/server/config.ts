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
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'CALENDAR_FEED_URL'> & {
  CALENDAR_FEED_URL: string | undefined;
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
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://${hostForUrl}:${c.PORT}`).replace(/\/+$/, ''),
  };
}
