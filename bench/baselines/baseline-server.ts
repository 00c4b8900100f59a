// The baselines' own server, a separate process like the app: a bare Fastify route answering the
// list page from memory (the framework ceiling), and the original product's "download every
// client" read (bench/baselines/original.ts drives it).
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { z } from 'zod';
import { type Database, openPglite, openPostgres } from '#server/db/client';
import { originalPage } from './original-query';

const env = z
  .object({
    PORT: z.coerce.number().int(),
    BENCH_BARE_JSON: z.string(),
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
