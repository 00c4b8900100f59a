// `npm run backup [-- --out ./backups]`: a consistent copy of the embedded database and its
// generated secrets, taken with the server stopped (docs/security.md, "Backups").
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { BackupError, backupPglite } from '../db/pglite-backup';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } });
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with its own tools, e.g.\n' +
      '  pg_dump --format=custom --file=crm.dump "$DATABASE_URL"\n' +
      'and keep ENCRYPTION_KEY and AUTH_SECRET with it.',
  );
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = path.resolve(values.out ?? 'backups', `wea-backup-${stamp}`);
try {
  const manifest = await backupPglite(config.dataDir, outDir);
  console.log(`Backed up ${config.dataDir} to ${outDir}`);
  console.log(`Rows: ${JSON.stringify(manifest.counts)}`);
  console.log('The folder holds the encryption key: store it as safely as the data.');
} catch (error) {
  if (error instanceof BackupError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
