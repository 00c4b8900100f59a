/**
 * Issue 13: the embedded database's files were created world-writable (0666 under umask 022) in
 * a 0755 DATA_DIR. After a start, nothing under DATA_DIR may be readable by group or others,
 * including what an older version left there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, startServerProcess } from '#tests/support/server-process';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wea-data-dir-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Every file and directory under `dir` whose mode lets group or others in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    if ((stat.mode & 0o077) !== 0)
      found.push(`${path.relative(dir, target) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) visit(path.join(target, name));
  };
  visit(dir);
  return found;
}

describe('DATA_DIR permissions', () => {
  it('are owner-only after a start, for new files and those left by an older version', async () => {
    const dataDir = path.join(work, 'data');
    fs.mkdirSync(path.join(dataDir, 'older'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'older', 'left-over.txt'), 'old');
    fs.chmodSync(path.join(dataDir, 'older', 'left-over.txt'), 0o666);
    fs.chmodSync(path.join(dataDir, 'older'), 0o777);
    fs.chmodSync(dataDir, 0o755);
    const server = await startServerProcess({
      args: [
        path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        path.join(ROOT, 'src', 'server', 'main.ts'),
      ],
      env: { DATA_DIR: dataDir },
    });
    try {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
    } finally {
      await server.stop();
    }
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 180_000);
});
