import type { Config } from '../config';
import { loadOrCreateSecret } from '../secrets';

export const ENCRYPTION_KEY_FILE = 'encryption.key';

/**
 * ENCRYPTION_KEY when set, else a key generated once into `<DATA_DIR>/encryption.key` (mode 0600).
 * Losing that file makes stored trading-account passwords unreadable, so backups must include it.
 */
export function loadEncryptionKey(config: Pick<Config, 'dataDir' | 'ENCRYPTION_KEY'>): string {
  return loadOrCreateSecret(config.dataDir, ENCRYPTION_KEY_FILE, 32, config.ENCRYPTION_KEY);
}
