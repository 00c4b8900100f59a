// The baselines' own server, a separate process like the app: a bare Fastify route answering the
// list page from memory (the framework ceiling), the stack's floor (a bare Fastify route sending a
// list request's own statement through a pg Pool of the app's size, with no hook, session,
// validation or ORM), and the original product's "download every client" read
// (bench/baselines/original.ts drives it).
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import { APP_POOL_SIZE, type Database, openPglite, openPostgres } from '#server/db/client';
import { originalPage } from './original-query';

const env = z
  .object({
    PORT: z.coerce.number().int(),
    BENCH_BARE_JSON: z.string(),
    /** `{ [scenario]: { name, text, values } }`, the app's own driver calls (PostgreSQL only). */
    BENCH_FLOOR_STATEMENTS: z.string().optional(),
    DATABASE_URL: z.string().optional(),
    DATA_DIR: z.string(),
  })
  .parse(process.env);

const database: Database = env.DATABASE_URL
  ? await openPostgres(env.DATABASE_URL)
  : await openPglite(path.join(env.DATA_DIR, 'pglite'));
const listPage: unknown = JSON.parse(fs.readFileSync(env.BENCH_BARE_JSON, 'utf8'));

const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
app.get('/bare/list', async () => listPage);

// The route answers as the list route does: the database writes each client's JSON, the page is
// those texts joined.
if (env.DATABASE_URL && env.BENCH_FLOOR_STATEMENTS) {
  const statements = z
    .record(z.string(), z.object({ name: z.string(), text: z.string(), values: z.array(z.unknown()) }))
    .parse(JSON.parse(fs.readFileSync(env.BENCH_FLOOR_STATEMENTS, 'utf8')));
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: APP_POOL_SIZE });
  app.addHook('onClose', () => pool.end());
  type PageRow = { total: number; json: string | null };
  for (const [scenario, statement] of Object.entries(statements)) {
    app.get(`/floor/${scenario}`, async (_req, reply) => {
      const { rows } = await pool.query<PageRow>(statement);
      const items = rows.flatMap((row) => (row.json === null ? [] : [row.json]));
      reply.type('application/json; charset=utf-8');
      return `{"items":[${items.join(',')}],"total":${rows[0]?.total ?? 0}}`;
    });
  }
}

const originalQuery = z.object({
  agentId: z.string().optional(),
  afterCreatedAt: z.string().optional(),
  afterId: z.string().optional(),
});
app.get('/original/clients', async (req) => {
  const q = originalQuery.parse(req.query);
  const after = q.afterCreatedAt && q.afterId ? { createdAt: q.afterCreatedAt, id: q.afterId } : null;
  return originalPage(database.db, q.agentId ?? null, after);
});

await app.listen({ port: env.PORT, host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
