import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { seedDatabase } from '#server/cli/seed/seed-database';
import { SEED_ADMIN_EMAIL, seedAgentEmail } from '#server/cli/seed/seed-users';
import { openPglite, openPostgres } from '#server/db/client';
import { PGLITE_EXTENSIONS } from '#server/db/pglite-extensions';
import type { Import, ImportOptionsInput, ImportPreview, ImportUpload } from '#shared/schemas/imports';
import { type BenchOptions, ROOT } from './options';
import { startAppServer } from './server-process';
import { signIn } from './sessions';
import { adminQuery, BENCH_PASSWORD } from './target-db';

/** Issue 15: 1,000,000 rows at ≥ 20,000 rows/s end to end, server RSS ≤ 400 MB. */
export const IMPORT_BUDGET = { rowsPerSecond: 20_000, rssMb: 400 };
const AGENTS = 10;
const WORK_DIR = path.join(ROOT, '.tmp', 'bench');

export type ImportBenchResult = {
  engine: BenchOptions['database'];
  rows: number;
  fileMb: number;
  /** Clients already in the database the rows are imported into. */
  existingClients: number;
  uploadSeconds: number;
  previewSeconds: number;
  /** From the commit request to the job's end, as the admin waits for it. */
  commitSeconds: number;
  endToEndSeconds: number;
  endToEndPerSecond: number;
  commitPerSecond: number;
  peakRssMb: number;
  counts: Pick<Import, 'created' | 'updated' | 'skipped' | 'failed'>;
  preview: Pick<ImportPreview, 'valid' | 'invalidCount'> & { duplicatesInFile: number };
  /** The same rows written by COPY straight into clients (no check, no history, no notes). */
  copySeconds: number | null;
  copyPerSecond: number | null;
};

/**
 * A file as an old CRM exports it: GB numbers in national and international form, a note on one
 * row in four, a status on one in ten, one bad email and one repeated email per thousand rows.
 */
function writeCsv(file: string, rows: number) {
  if (fs.existsSync(file)) return;
  const fd = fs.openSync(`${file}.part`, 'w');
  let chunk = '\uFEFFName,Email,Phone,Country,Status,Note\r\n';
  for (let i = 1; i <= rows; i++) {
    const digits = String(100000 + (i % 900000));
    const phone = i % 2 === 0 ? `07911 ${digits}` : `+447911${digits}`;
    const email =
      i % 1000 === 7
        ? 'not-an-email'
        : i % 1000 === 8
          ? `lead${i - 2}@import.example.com`
          : `lead${i}@import.example.com`;
    const status = i % 10 === 0 ? 'Ringing' : '';
    const note =
      i % 4 === 0
        ? `"Met at the ${i % 7 === 0 ? 'London, UK' : 'Berlin'} expo; asked about ""EA"" plans"`
        : '';
    chunk += `Lead ${i} Müller,${email},${phone},${i % 3 === 0 ? 'DE' : 'GB'},${status},${note}\r\n`;
    if (chunk.length > 1 << 20) {
      fs.writeSync(fd, chunk);
      chunk = '';
    }
  }
  fs.writeSync(fd, chunk);
  fs.closeSync(fd);
  fs.renameSync(`${file}.part`, file);
}

/** The rows as COPY takes them into clients, agents dealt round robin as the import does. */
function writeCopyCsv(file: string, rows: number, agentIds: string[]) {
  const fd = fs.openSync(file, 'w');
  let chunk = '';
  for (let i = 1; i <= rows; i++) {
    const digits = String(100000 + (i % 900000));
    chunk += `Lead ${i} Müller,lead${i}@import.example.com,+447911${digits},${i % 3 === 0 ? 'DE' : 'GB'},new-client,${agentIds[i % agentIds.length]}\n`;
    if (chunk.length > 1 << 20) {
      fs.writeSync(fd, chunk);
      chunk = '';
    }
  }
  fs.writeSync(fd, chunk);
  fs.closeSync(fd);
}

async function api<T>(url: string, cookie: string, method: string, route: string, body?: object): Promise<T> {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { cookie, origin: url, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh database with the seed's admin, ten agents and a few thousand clients. */
async function freshDatabase(options: BenchOptions, rows: number) {
  const name = `wea_bench_import_${rows}`;
  if (options.database === 'postgres') {
    const url = new URL(options.postgresUrl);
    await adminQuery(options.postgresUrl, `drop database if exists ${name} with (force)`);
    await adminQuery(options.postgresUrl, `create database ${name}`);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), DATA_DIR: path.join(WORK_DIR, 'server-data') };
    return { env, open: () => openPostgres(url.toString(), 2), url: url.toString(), dataDir: null };
  }
  const dataDir = path.join(WORK_DIR, `pglite-import-${rows}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    env: { DATA_DIR: dataDir },
    open: () => openPglite(path.join(dataDir, 'pglite')),
    url: null,
    dataDir,
  };
}

/** PostgreSQL's COPY of the same rows into clients, timed by psql; the clients are removed after. */
function copyBaseline(url: string, file: string): number {
  const started = performance.now();
  const result = spawnSync(
    'psql',
    [
      url,
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      `\\copy clients (name, email, phone, country, status, agent_id) from '${file}' with (format csv)`,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`COPY failed: ${result.stderr}`);
  return (performance.now() - started) / 1000;
}

/**
 * PGlite's COPY of the same rows (from a blob: PGlite has no client-side COPY stream), opened in
 * this process while no server holds the data directory; the clients are removed after.
 */
async function pgliteCopyBaseline(dataDir: string, file: string): Promise<number> {
  const db = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  try {
    const blob = new Blob([fs.readFileSync(file)]);
    const started = performance.now();
    await db.query(
      `copy clients (name, email, phone, country, status, agent_id) from '/dev/blob' with (format csv)`,
      [],
      { blob },
    );
    const seconds = (performance.now() - started) / 1000;
    await db.query(`delete from clients where email like '%@import.example.com'`);
    await db.query('vacuum analyze clients');
    return seconds;
  } finally {
    await db.close();
  }
}

/**
 * The CSV import (issue 15) against the real server on a fresh database: upload the file, preview
 * it, commit it round robin over ten agents, and wait for the job, sampling the server's RSS
 * throughout. On PostgreSQL the same rows are first COPYed into clients (then truncated) for the
 * floor the import is compared with.
 */
export async function importPhase(
  options: BenchOptions,
  rows: number,
  log: (m: string) => void,
): Promise<ImportBenchResult> {
  fs.mkdirSync(WORK_DIR, { recursive: true });
  const file = path.join(WORK_DIR, `import-${rows}.csv`);
  log(`import: writing a ${rows}-row CSV`);
  writeCsv(file, rows);
  const target = await freshDatabase(options, rows);
  const existingClients = 5000;
  const seeding = await target.open();
  let agentIds: string[] = [];
  try {
    const seeded = await seedDatabase(seeding, {
      clients: existingClients,
      agents: AGENTS,
      password: BENCH_PASSWORD,
      log: () => {},
    });
    agentIds = seeded.agents.map((a) => a.id);
  } finally {
    await seeding.close();
  }
  let copySeconds: number | null = null;
  if (target.url) {
    log('import: COPY of the same rows into clients, for comparison');
    const copyFile = path.join(WORK_DIR, `import-${rows}-copy.csv`);
    writeCopyCsv(copyFile, rows, agentIds);
    copySeconds = copyBaseline(target.url, copyFile);
    await adminQuery(target.url, `delete from clients where email like '%@import.example.com'`);
    await adminQuery(target.url, 'vacuum analyze clients');
    fs.rmSync(copyFile, { force: true });
  }

  if (target.dataDir) {
    log('import: COPY of the same rows into clients (PGlite, in process), for comparison');
    const copyFile = path.join(WORK_DIR, `import-${rows}-copy.csv`);
    writeCopyCsv(copyFile, rows, agentIds);
    copySeconds = await pgliteCopyBaseline(path.join(target.dataDir, 'pglite'), copyFile);
    fs.rmSync(copyFile, { force: true });
  }

  const server = await startAppServer(target.env);
  let peakRssMb = server.rssMb();
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, server.rssMb());
  }, 100);
  try {
    const cookie = await signIn(server.url, SEED_ADMIN_EMAIL, BENCH_PASSWORD);
    const started = performance.now();
    log('import: upload');
    const res = await fetch(`${server.url}/api/imports`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'text/csv', 'x-file-name': path.basename(file) },
      body: fs.createReadStream(file) as unknown as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
    const upload = (await res.json()) as ImportUpload;
    const uploaded = performance.now();
    const body: ImportOptionsInput = {
      mapping: {
        name: 'Name',
        email: 'Email',
        phone: 'Phone',
        country: 'Country',
        status: 'Status',
        note: 'Note',
      },
      assignment: {
        mode: 'round-robin',
        agentEmails: Array.from({ length: AGENTS }, (_, i) => seedAgentEmail(i + 1)),
      },
      duplicates: 'skip',
      defaultCountry: 'GB',
    };
    log('import: preview');
    const preview = await api<ImportPreview>(
      server.url,
      cookie,
      'POST',
      `/api/imports/${upload.id}/preview`,
      body,
    );
    const previewed = performance.now();
    log('import: commit');
    await api<Import>(server.url, cookie, 'POST', `/api/imports/${upload.id}/commit`, body);
    let state: Import;
    for (;;) {
      state = await api<Import>(server.url, cookie, 'GET', `/api/imports/${upload.id}`);
      if (state.status === 'completed' || state.status === 'failed') break;
      await sleep(250);
    }
    const done = performance.now();
    if (state.status !== 'completed') throw new Error(`import ${state.status}: ${state.error}`);
    const endToEndSeconds = (done - started) / 1000;
    const commitSeconds = (done - previewed) / 1000;
    return {
      engine: options.database,
      rows,
      fileMb: Math.round(fs.statSync(file).size / 1024 / 102.4) / 10,
      existingClients,
      uploadSeconds: (uploaded - started) / 1000,
      previewSeconds: (previewed - uploaded) / 1000,
      commitSeconds,
      endToEndSeconds,
      endToEndPerSecond: Math.round(rows / endToEndSeconds),
      commitPerSecond: Math.round(rows / commitSeconds),
      peakRssMb: Math.round(peakRssMb),
      counts: {
        created: state.created,
        updated: state.updated,
        skipped: state.skipped,
        failed: state.failed,
      },
      preview: {
        valid: preview.valid,
        invalidCount: preview.invalidCount,
        duplicatesInFile: preview.duplicatesInFile.count,
      },
      copySeconds,
      copyPerSecond: copySeconds ? Math.round(rows / copySeconds) : null,
    };
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}
