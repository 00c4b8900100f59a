import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ENCRYPTION_KEY_FILE } from '../crypto/encryption-key';
import { lockDataDir } from './data-dir-lock';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

/**
 * Backup and restore of the embedded database (docs/security.md, "Backups"). Both hold the data
 * directory's lock, so they refuse to run beside a server: a PGlite directory has one user at a
 * time, and with the server stopped the copy PGlite itself writes (`dumpDataDir`) is consistent.
 */

const ARCHIVE = 'pglite.tar.gz';
const MANIFEST = 'manifest.json';
/** Generated secrets that belong with the data: without the key, trading passwords are lost. */
const SECRET_FILES = ['auth-secret', ENCRYPTION_KEY_FILE];
const COUNTED_TABLES = ['user', 'clients', 'client_notes', 'client_status_events', 'invoices', 'invitations'];

export type BackupManifest = {
  format: 1;
  createdAt: string;
  counts: Record<string, number>;
  secrets: string[];
};

export class BackupError extends Error {}

async function tableCounts(db: PGlite): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}

/** Writes `<outDir>/pglite.tar.gz`, the generated secrets and a manifest with row counts. */
export async function backupPglite(dataDir: string, outDir: string): Promise<BackupManifest> {
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!fs.existsSync(pgliteDir)) throw new BackupError(`There is no embedded database in ${dataDir}.`);
  const release = lockDataDir(dataDir);
  try {
    const db = await PGlite.create({ dataDir: pgliteDir, extensions: PGLITE_EXTENSIONS });
    let manifest: BackupManifest;
    try {
      await db.exec('checkpoint');
      const counts = await tableCounts(db);
      const archive = await db.dumpDataDir('gzip');
      fs.mkdirSync(outDir, { recursive: true, mode: 0o700 });
      fs.writeFileSync(path.join(outDir, ARCHIVE), Buffer.from(await archive.arrayBuffer()), { mode: 0o600 });
      const secrets = SECRET_FILES.filter((f) => fs.existsSync(path.join(dataDir, f)));
      for (const f of secrets) fs.copyFileSync(path.join(dataDir, f), path.join(outDir, f));
      for (const f of secrets) fs.chmodSync(path.join(outDir, f), 0o600);
      manifest = { format: 1, createdAt: new Date().toISOString(), counts, secrets };
    } finally {
      await db.close();
    }
    fs.writeFileSync(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    return manifest;
  } finally {
    release();
  }
}

function readManifest(backupDir: string): BackupManifest {
  const file = path.join(backupDir, MANIFEST);
  if (!fs.existsSync(file) || !fs.existsSync(path.join(backupDir, ARCHIVE))) {
    throw new BackupError(`${backupDir} is not a backup made by npm run backup.`);
  }
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || !('format' in parsed) || parsed.format !== 1) {
    throw new BackupError(`${file} has an unknown format.`);
  }
  const counts =
    'counts' in parsed && typeof parsed.counts === 'object' && parsed.counts !== null ? parsed.counts : {};
  const secrets = 'secrets' in parsed && Array.isArray(parsed.secrets) ? parsed.secrets.map(String) : [];
  const createdAt = 'createdAt' in parsed ? String(parsed.createdAt) : '';
  return {
    format: 1,
    createdAt,
    counts: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])),
    secrets,
  };
}

/**
 * Replaces the embedded database with a backup and checks its row counts against the manifest.
 * An existing database is kept beside it as `pglite.before-restore-<time>`, and only with `force`.
 */
export async function restorePglite(
  backupDir: string,
  dataDir: string,
  options: { force: boolean },
): Promise<{ manifest: BackupManifest; keptAs: string | null }> {
  const manifest = readManifest(backupDir);
  const release = lockDataDir(dataDir);
  try {
    const pgliteDir = path.join(dataDir, 'pglite');
    let keptAs: string | null = null;
    if (fs.existsSync(pgliteDir)) {
      if (!options.force) {
        throw new BackupError(
          `${pgliteDir} already holds a database; add --force to replace it (it is kept aside).`,
        );
      }
      keptAs = `${pgliteDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(pgliteDir, keptAs);
      for (const f of manifest.secrets) {
        if (fs.existsSync(path.join(dataDir, f))) fs.copyFileSync(path.join(dataDir, f), `${keptAs}.${f}`);
      }
    }
    const archive = new Blob([fs.readFileSync(path.join(backupDir, ARCHIVE))]);
    const db = await PGlite.create({
      dataDir: pgliteDir,
      loadDataDir: archive,
      extensions: PGLITE_EXTENSIONS,
    });
    try {
      const counts = await tableCounts(db);
      for (const [table, n] of Object.entries(manifest.counts)) {
        if (counts[table] !== n)
          throw new BackupError(`Restored ${table} has ${counts[table]} rows, the backup ${n}.`);
      }
    } finally {
      await db.close();
    }
    for (const f of manifest.secrets) {
      fs.copyFileSync(path.join(backupDir, f), path.join(dataDir, f));
      fs.chmodSync(path.join(dataDir, f), 0o600);
    }
    return { manifest, keptAs };
  } finally {
    release();
  }
}
