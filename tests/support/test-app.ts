import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type App, buildApp } from '#server/app';
import { createUserWithPassword } from '#server/auth/accounts';
import type { Role } from '#server/auth/session';
import { type Config, loadConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { documentedResponseCheck } from './response-schemas';
import { openTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://127.0.0.1:3000';
export const DEFAULT_PASSWORD = 'correct-horse-battery';
/** Fixed so tests can open stored ciphertexts themselves. */
export const TEST_ENCRYPTION_KEY = '5e'.repeat(32);

export type TestApp = App & {
  database: Database;
  config: Config;
  close(): Promise<void>;
  /** inject() with a same-origin Origin header and an optional session cookie. */
  request(opts: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  createUser(input: {
    email: string;
    role?: Role;
    fullName?: string;
    password?: string;
  }): Promise<{ id: string; email: string }>;
  signIn(email: string, password?: string): Promise<string>;
  /** Creates a user and returns its session cookie. */
  userWithSession(input: {
    email: string;
    role?: Role;
    fullName?: string;
  }): Promise<{ id: string; cookie: string }>;
};

/** Optional parts of the app under test: a built SPA folder to serve, and a logger to inspect. */
export type TestAppOptions = { webRoot?: string | null; logger?: FastifyBaseLogger };

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: '.tmp/test-data',
    LOG_LEVEL: 'silent',
    CALENDAR_FEED_URL: '',
    NEWS_FEED_URLS: '',
    ...env,
  });
  const database = await openTestDatabase();
  const built = await buildApp({
    config,
    database,
    authSecret: 'test-secret-test-secret-test-secret!!',
    encryptionKey: TEST_ENCRYPTION_KEY,
    webRoot: options.webRoot ?? null,
    jobs: { pollingIntervalSeconds: 0.5 },
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await built.app.ready();
  const app: FastifyInstance = built.app;

  // Every answer must match what the OpenAPI document says its route answers (issue 17).
  const checkResponse = documentedResponseCheck(app);
  const request: TestApp['request'] = async ({ cookie, headers, ...opts }) =>
    checkResponse(
      opts,
      await app.inject({
        ...opts,
        headers: { origin: TEST_ORIGIN, host: '127.0.0.1:3000', ...(cookie ? { cookie } : {}), ...headers },
      }),
    );

  const createUser: TestApp['createUser'] = (input) =>
    createUserWithPassword(built.auth, {
      email: input.email,
      fullName: input.fullName ?? input.email.split('@')[0] ?? '',
      password: input.password ?? DEFAULT_PASSWORD,
      role: input.role ?? 'agent',
    });

  const signIn: TestApp['signIn'] = async (email, password = DEFAULT_PASSWORD) => {
    const res = await request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return sessionCookie(res);
  };

  return {
    ...built,
    database,
    config,
    request,
    createUser,
    signIn,
    async userWithSession(input) {
      const created = await createUser(input);
      return { id: created.id, cookie: await signIn(input.email) };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The `name=value` pair of the session cookie a response sets. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const found = all.find((c) => c.includes('session_token=') && !c.includes('Max-Age=0'));
  if (!found) throw new Error('no session cookie in response');
  return found.split(';')[0] ?? '';
}
