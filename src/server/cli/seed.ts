// `npm run seed -- --clients 200 --agents 5 [--database-url postgres://…]`
// Fills a database with realistic demo data: the seed admin (admin@example.com), agents
// agent1@example.com … agentN@example.com and their clients. Every seeded account uses the
// password in SEED_PASSWORD (default below). With the embedded database, stop the server first.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { newPasswordSchema } from '#shared/schemas/auth';
import { loadConfig } from '../config';
import { openPglite, openPostgres } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { seedDatabase } from './seed/seed-database';
import { DEFAULT_SEED_PASSWORD } from './seed/seed-users';

const count = (max: number) => z.coerce.number().int().min(0).max(max);
const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    agents: { type: 'string', default: '5' },
    'database-url': { type: 'string' },
  },
});
const input = z
  .object({ clients: count(50_000_000), agents: count(10_000).min(1), password: newPasswordSchema })
  .safeParse({
    clients: values.clients,
    agents: values.agents,
    password: process.env.SEED_PASSWORD ?? DEFAULT_SEED_PASSWORD,
  });
if (!input.success) {
  for (const issue of input.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  console.error('Usage: npm run seed -- --clients 200 --agents 5 [--database-url postgres://…]');
  process.exit(2);
}

const config = loadConfig({
  ...process.env,
  ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
});
const release = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir);
const database = config.DATABASE_URL
  ? await openPostgres(config.DATABASE_URL, 2)
  : await openPglite(path.join(config.dataDir, 'pglite'));
try {
  const where = config.DATABASE_URL ? new URL(config.DATABASE_URL).pathname.slice(1) : config.dataDir;
  console.log(`Seeding ${input.data.clients} clients over ${input.data.agents} agents into ${where}...`);
  const result = await seedDatabase(database, { ...input.data, log: (m) => console.log(`  ${m}`) });
  console.log(
    `Done in ${result.seconds.toFixed(1)} s. Sign in as ${result.admin.email} (admin) or ` +
      `${result.agents[0]?.email ?? 'agent1@example.com'} … (agents) with the password ` +
      `${process.env.SEED_PASSWORD ? 'from SEED_PASSWORD' : `"${DEFAULT_SEED_PASSWORD}"`}.`,
  );
} finally {
  await database.close();
  release();
}
