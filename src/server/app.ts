import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Auth, createAuth } from './auth/auth';
import { authRoutes } from './auth/routes';
import { SessionResolver } from './auth/session';
import { setupRoutes } from './auth/setup-routes';
import { assertTwoFactorSetUp } from './auth/two-factor-requirement';
import { type Config, trustProxyOption } from './config';
import { createSecretBox } from './crypto/secret-box';
import type { Database } from './db/client';
import { notFound } from './errors';
import { registerCanonicalApiPath } from './http/canonical-api-path';
import { frameworkErrors, registerErrorHandling } from './http/errors';
import { registerIdempotency } from './http/idempotency';
import { registerApiNoStore } from './http/no-store';
import { registerNullCharacterGuard } from './http/null-character-guard';
import { registerSameOriginGuard } from './http/same-origin';
import { registerSecurityHeaders } from './http/security-headers';
import { createMailer } from './mail/mailer';
import { activityRoutes } from './modules/activity/routes';
import { adminRoutes } from './modules/admin/routes';
import { invitationRoutes } from './modules/agents/invitation-routes';
import { agentRoutes } from './modules/agents/routes';
import { registerOpenApi } from './modules/api-docs/openapi-document';
import { apiDocsRoutes } from './modules/api-docs/routes';
import { registerBearerTokens } from './modules/api-tokens/bearer-routes';
import { apiTokenRoutes } from './modules/api-tokens/routes';
import { auditRoutes } from './modules/audit/routes';
import { boardRoutes } from './modules/board/routes';
import { bulkRoutes } from './modules/bulk/routes';
import { clientRoutes } from './modules/clients/routes';
import { importRoutes } from './modules/imports/routes';
import { INTAKE_PATH, intakeFormRoutes, intakeRoutes } from './modules/intake/routes';
import { createJobQueue, type JobQueue } from './modules/jobs/queue';
import { marketDataRoutes } from './modules/market-data/routes';
import { createMarketDataService } from './modules/market-data/service';
import { profileRoutes } from './modules/profile/routes';
import { reportRoutes } from './modules/reports/routes';
import { settingsRoutes } from './modules/settings/routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { WEB_ROOT } from './paths';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export type AppDeps = {
  config: Config;
  database: Database;
  authSecret: string;
  /** 64 hex characters: the AES-256-GCM key for trading-account passwords. */
  encryptionKey: string;
  /** Built SPA to serve; null serves the API only. */
  webRoot?: string | null;
  logger?: FastifyBaseLogger;
  /** Job queue timing; tests poll more often. */
  jobs?: { pollingIntervalSeconds?: number; expireInSeconds?: number };
};

/** One method and path of the API as registered; the security tests check each has a matrix row. */
export type ApiRoute = { method: string; url: string };

export type App = {
  app: FastifyInstance;
  auth: Auth;
  apiRoutes: readonly ApiRoute[];
  /** Background jobs (imports, bulk actions), on the app's database. */
  jobs: JobQueue;
};

/** Paths that never need the session looked up. */
const PUBLIC_API = [
  '/api/health',
  '/api/auth/',
  '/api/setup',
  '/api/invitations/',
  '/api/market-data',
  '/api/openapi.json',
  '/api/docs',
  INTAKE_PATH,
];
const isPublicApi = (url: string) => PUBLIC_API.some((p) => url.startsWith(p));

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Per-request lines only when debugging: at 1,500 req/s they would cost more than they tell.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });
  const apiRoutes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) apiRoutes.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: forms and text bodies get 415 (CSRF, DESIGN §7).
  app.removeContentTypeParser('text/plain');

  registerErrorHandling(app);
  registerSecurityHeaders(app, config.publicUrl.startsWith('https://'));
  // Before every guard that recognises API requests by their `/api/` prefix.
  registerCanonicalApiPath(app);
  registerSameOriginGuard(app, config.publicUrl, (url) => url.startsWith(INTAKE_PATH));
  registerNullCharacterGuard(app);
  registerApiNoStore(app);
  // Before any route: the OpenAPI document learns of the routes as they are added (issue 17).
  await registerOpenApi(app, { isPublic: isPublicApi });
  const bearerTokens = registerBearerTokens(app, { db: database.db });

  const auth = createAuth({ db: database.db, config, secret: deps.authSecret });
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 60 * 60 * 1000;

  // Checked sessions are kept while the database's change notices are heard (decision 0018).
  const sessionCache = SessionResolver.newCache();
  await sessionCache.start(database);
  app.addHook('onClose', () => sessionCache.close());
  const sessions = new SessionResolver({ auth, db: database.db, absoluteMs, cache: sessionCache });
  const resolveSession = sessions.resolve.bind(sessions);

  app.decorateRequest('sessionUser', null);
  app.decorateRequest('twoFactorStatus', null);
  app.addHook('preHandler', async (req, reply) => {
    if (!req.url.startsWith('/api/') || PUBLIC_API.some((p) => req.url.startsWith(p))) return;
    // A request with `Authorization: Bearer` is decided by its API token alone (decision 0031).
    if (await bearerTokens.authenticate(req, reply)) return;
    const resolved = await resolveSession(req, reply);
    req.sessionUser = resolved?.user ?? null;
    req.twoFactorStatus = resolved?.twoFactor ?? null;
    assertTwoFactorSetUp(req);
  });
  // After the session hook: a key belongs to the signed-in user who sent it.
  registerIdempotency(app, { db: database.db, appliesTo: (req) => req.url.startsWith('/api/clients') });

  // Closed before the database (hooks run in order): running jobs finish their piece first.
  const jobs = createJobQueue(database, { log: app.log, ...deps.jobs });
  app.addHook('onClose', () => jobs.close());

  app.get('/api/health', async () => ({ status: 'ok' as const, database: database.engine }));
  const { db } = database;
  await app.register(authRoutes, {
    auth,
    db,
    resolveSession,
  });
  await app.register(setupRoutes, { db, auth });
  // Each module is a plugin of its own routes.ts (and invitation-routes.ts for the public side).
  await app.register(profileRoutes, { db, auth, absoluteMs });
  const secrets = createSecretBox(deps.encryptionKey);
  await app.register(clientRoutes, { db, secrets });
  await app.register(agentRoutes, { db, auth, config, mailer: createMailer(config) });
  await app.register(invitationRoutes, { db, auth });
  await app.register(activityRoutes, { db });
  await app.register(reportRoutes, { db });
  await app.register(boardRoutes, { db });
  await app.register(bulkRoutes, { db, jobs });
  await app.register(importRoutes, { db, exclusive: database.exclusive, jobs });
  await app.register(adminRoutes, { db });
  await app.register(auditRoutes, { db });
  await app.register(settingsRoutes, { db });
  await app.register(intakeFormRoutes, { db });
  // Its own plugin: the form-body parser and CORS exist for this route only.
  await app.register(intakeRoutes, { db });
  await app.register(webhookRoutes, { database, secrets, config });
  await app.register(apiTokenRoutes, { db });
  await app.register(apiDocsRoutes);
  await app.register(marketDataRoutes, {
    service: createMarketDataService({
      newsFeedUrls: config.NEWS_FEED_URLS,
      calendarFeedUrl: config.CALENDAR_FEED_URL ?? null,
      ttlSeconds: config.MARKET_DATA_TTL_SECONDS,
      log: app.log,
    }),
  });

  await serveWeb(app, deps.webRoot === undefined ? WEB_ROOT : deps.webRoot);
  return { app, auth, apiRoutes, jobs };
}

/** Paths the build prerendered into `pages/` (scripts/prerender.mjs): `/login`, `/knowledge-base/…`. */
function prerenderedPages(webRoot: string): Set<string> {
  const dir = path.join(webRoot, 'pages');
  if (!fs.existsSync(dir)) return new Set();
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
  return new Set(
    files
      .filter((f) => f.endsWith('.html'))
      .map((f) => `/${f.slice(0, -'.html'.length).split(path.sep).join('/')}`),
  );
}

/** The built SPA: hashed assets cached for a year, everything else revalidated; history fallback. */
async function serveWeb(app: FastifyInstance, webRoot: string | null) {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : null;
  const hasWeb = indexFile !== null && fs.existsSync(indexFile);
  if (webRoot && hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of scripts, styles and pages (scripts/build-lib.mjs).
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const prerendered = webRoot && hasWeb ? prerenderedPages(webRoot) : new Set<string>();
  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api/');
    const [pathname = '', query] = req.url.split('?');
    if (isPage && hasWeb && !path.extname(pathname)) {
      // A public page's prerendered HTML (decision 0020). A query string can change what a page shows
      // (the knowledge-base search), so those get the empty page the browser renders itself, as does
      // a page whose file a rebuild has just removed.
      const page = pathname.replace(/\/+$/, '');
      const file =
        query === undefined &&
        prerendered.has(page) &&
        fs.existsSync(path.join(webRoot ?? '', 'pages', `${page}.html`))
          ? `pages${page}.html`
          : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(file);
    }
    const error = notFound();
    return reply.status(error.status).send(error.toBody());
  });
}
