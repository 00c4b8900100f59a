// `npm run restore -- <backup folder> [--force]`: puts a backup made by `npm run backup` back into
// DATA_DIR, with the server stopped. An existing database is only replaced with --force, and is
// kept aside then (docs/security.md, "Backups").
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { BackupError, restorePglite } from '../db/pglite-backup';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const from = positionals[0];
if (!from) {
  console.error('Usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/security.md, "Backups").');
  process.exit(2);
}
try {
  const { manifest, keptAs } = await restorePglite(path.resolve(from), config.dataDir, {
    force: values.force ?? false,
  });
  console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}`);
  console.log(`Rows: ${JSON.stringify(manifest.counts)}`);
  if (keptAs) console.log(`The previous database is kept in ${keptAs}`);
} catch (error) {
  if (error instanceof BackupError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
