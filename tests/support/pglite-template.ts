import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGLITE_EXTENSIONS } from '#server/db/pglite-extensions';
import { MIGRATIONS_DIR, PROJECT_ROOT } from '#server/paths';

const TEMPLATES_DIR = path.join(PROJECT_ROOT, '.tmp', 'pglite-templates');

/**
 * The path of an empty database with every migration applied, as PGlite dumps it (uncompressed),
 * for each test file to start its in-memory database from. Measured on a 2-core machine: a new
 * PGlite takes 4.4–5.1 s to open (initdb), a copy of this one 2.0–2.3 s, most of it PostgreSQL's
 * own start, which an existing data directory pays too (1.3 s).
 *
 * The file is named by a hash of the migrations and the PGlite version, so a changed migration or
 * an upgrade makes a new one. Two test files that find none at once both make it; each writes a
 * file of its own and renames it into place, so neither ever reads a half-written one.
 */
export async function pgliteTemplate(): Promise<string> {
  const file = path.join(TEMPLATES_DIR, `${templateKey()}.tar`);
  if (fs.existsSync(file)) return file;

  const db = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client: db }), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await db.dumpDataDir('none');
    fs.mkdirSync(TEMPLATES_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    // Copies of older migrations are of no further use here: 40 MB each.
    for (const name of fs.readdirSync(TEMPLATES_DIR))
      if (name.endsWith('.tar') && name !== path.basename(file))
        fs.rmSync(path.join(TEMPLATES_DIR, name), { force: true });
  } finally {
    await db.close();
  }
  return file;
}

/** A short hash of the PGlite version and of every file under the migrations folder. */
function templateKey(): string {
  const manifest = path.join(PROJECT_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const hash = createHash('sha256').update(JSON.parse(fs.readFileSync(manifest, 'utf8')).version);
  for (const name of fs.readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(MIGRATIONS_DIR, name);
    if (!fs.statSync(file).isFile()) continue;
    hash.update(name);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
