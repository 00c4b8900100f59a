import { useMutation } from '@tanstack/react-query';
import type { BackupCodes, ConfirmPasswordBody } from '#shared/schemas/account-security';
import { api } from '#web/lib/api';

/** New backup codes; the old ones stop working. */
export function regenerateBackupCodes(body: ConfirmPasswordBody): Promise<BackupCodes> {
  return api<BackupCodes>('/api/auth/two-factor/generate-backup-codes', { method: 'POST', body });
}

export function useRegenerateBackupCodes() {
  return useMutation({ mutationFn: regenerateBackupCodes });
}
