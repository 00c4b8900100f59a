import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ENCRYPTION_KEY_FILE, loadEncryptionKey } from './encryption-key';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wea-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadEncryptionKey', () => {
  it('prefers ENCRYPTION_KEY and writes nothing', () => {
    const dataDir = tempDir();
    const key = 'ab'.repeat(32);
    expect(loadEncryptionKey({ dataDir, ENCRYPTION_KEY: key })).toBe(key);
    expect(fs.existsSync(path.join(dataDir, ENCRYPTION_KEY_FILE))).toBe(false);
  });

  it('generates a 32-byte key once into a 0600 file and reuses it', () => {
    const dataDir = tempDir();
    const first = loadEncryptionKey({ dataDir, ENCRYPTION_KEY: undefined });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, ENCRYPTION_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadEncryptionKey({ dataDir, ENCRYPTION_KEY: undefined })).toBe(first);
  });
});
