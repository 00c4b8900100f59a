/**
 * `npm run backup` / `npm run restore` on the embedded database: a consistent copy with the
 * generated secrets, refused beside a running server, restored with its row counts checked.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '#server/db/client';
import { DataDirLockedError } from '#server/db/data-dir-lock';
import { BackupError, backupPglite, restorePglite } from '#server/db/pglite-backup';
import { clients } from '#server/db/schema';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
let work: string;
let dataDir: string;
beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'wea-backup-'));
  dataDir = path.join(work, 'data');
  fs.mkdirSync(dataDir);
  const database = await openPglite(path.join(dataDir, 'pglite'));
  await database.db.insert(clients).values([
    { name: 'Kept One', email: 'one@clients.example.com' },
    { name: 'Kept Two', email: 'two@clients.example.com' },
  ]);
  await database.close();
  fs.writeFileSync(path.join(dataDir, 'encryption.key'), 'k'.repeat(64), { mode: 0o600 });
  fs.writeFileSync(path.join(dataDir, 'auth-secret'), 's'.repeat(64), { mode: 0o600 });
}, 120_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function clientNames(): Promise<string[]> {
  const database = await openPglite(path.join(dataDir, 'pglite'));
  try {
    return (await database.db.select({ name: clients.name }).from(clients)).map((c) => c.name).sort();
  } finally {
    await database.close();
  }
}

function runCli(script: string, args: string[]) {
  return spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), script, ...args],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
}

describe('backup and restore of the embedded database', () => {
  it('refuses to back up or restore while a server holds the data directory', async () => {
    // Our parent process stands in for a running server: alive, and not us.
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid));
    try {
      await expect(backupPglite(dataDir, path.join(work, 'refused'))).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
      expect(fs.existsSync(path.join(work, 'refused'))).toBe(false);
    } finally {
      fs.rmSync(path.join(dataDir, 'server.lock'));
    }
  });

  it('restores what was backed up, with the secrets, keeping the replaced database aside', async () => {
    const out = path.join(work, 'backup-1');
    const manifest = await backupPglite(dataDir, out);
    expect(manifest.counts.clients).toBe(2);
    expect(manifest.secrets.sort()).toEqual(['auth-secret', 'encryption.key']);
    expect(fs.statSync(path.join(out, 'encryption.key')).mode & 0o777).toBe(0o600);

    const database = await openPglite(path.join(dataDir, 'pglite'));
    await database.db.delete(clients);
    await database.close();
    fs.writeFileSync(path.join(dataDir, 'encryption.key'), 'x'.repeat(64));
    expect(await clientNames()).toEqual([]);

    await expect(restorePglite(out, dataDir, { force: false })).rejects.toBeInstanceOf(BackupError);
    const { keptAs } = await restorePglite(out, dataDir, { force: true });
    expect(await clientNames()).toEqual(['Kept One', 'Kept Two']);
    expect(fs.readFileSync(path.join(dataDir, 'encryption.key'), 'utf8')).toBe('k'.repeat(64));
    expect(keptAs && fs.existsSync(keptAs)).toBe(true);
  }, 120_000);

  it('works as npm run backup and npm run restore', () => {
    const backup = runCli('src/server/cli/backup.ts', ['--out', path.join(work, 'cli')]);
    expect(backup.status, backup.stderr).toBe(0);
    const folder = /to (\S+)/.exec(backup.stdout)?.[1] ?? '';
    expect(fs.existsSync(path.join(folder, 'pglite.tar.gz'))).toBe(true);
    const restore = runCli('src/server/cli/restore.ts', [folder, '--force']);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/"clients":2/);
  }, 120_000);
});
