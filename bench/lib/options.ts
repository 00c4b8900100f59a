import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

const optionsSchema = z.object({
  database: z.enum(['postgres', 'pglite']),
  clients: z.coerce.number().int().min(100).max(10_000_000),
  /** Default: one agent per 2,000 clients, the agent size DESIGN §8 budgets for. */
  agents: z.coerce.number().int().min(1).max(10_000).optional(),
  /** Seconds each scenario is measured for, after a warm-up of a fifth of that. */
  duration: z.coerce.number().min(1).max(600),
  /** Concurrent connections of the latency scenarios; throughput and writes use 50. */
  connections: z.coerce.number().int().min(1).max(500),
  postgresUrl: z.string().regex(/^postgres(ql)?:\/\//),
  fresh: z.boolean(),
  out: z.string(),
  ttiRuns: z.coerce.number().int().min(1).max(50),
  skip: z.array(z.enum(['frontend', 'original', 'export', 'bulk', 'intake', 'import'])),
});

export type BenchOptions = Omit<z.infer<typeof optionsSchema>, 'agents'> & { agents: number };

export const USAGE = `npm run bench -- [--database postgres|pglite] [--clients 100000] [--duration 10]
  [--connections 4] [--agents N] [--postgres-url postgres://postgres@127.0.0.1:5432/postgres]
  [--fresh] [--out bench/results/latest.json] [--tti-runs 5] [--skip frontend,original,export,bulk,intake,import]`;

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      database: { type: 'string', default: 'postgres' },
      clients: { type: 'string', default: '100000' },
      agents: { type: 'string' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '4' },
      'postgres-url': {
        type: 'string',
        default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      },
      fresh: { type: 'boolean', default: false },
      out: { type: 'string', default: path.join(ROOT, 'bench', 'results', 'latest.json') },
      'tti-runs': { type: 'string', default: '5' },
      skip: { type: 'string', default: '' },
    },
  });
  const parsed = optionsSchema.safeParse({
    ...values,
    postgresUrl: values['postgres-url'],
    ttiRuns: values['tti-runs'],
    skip: values.skip ? values.skip.split(',').map((s) => s.trim()) : [],
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  --${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`${problems}\nUsage: ${USAGE}`);
  }
  const options = parsed.data;
  return { ...options, agents: options.agents ?? Math.max(1, Math.round(options.clients / 2000)) };
}
