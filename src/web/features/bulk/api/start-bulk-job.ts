import { useMutation } from '@tanstack/react-query';
import type { BulkRequestInput, BulkStarted } from '#shared/schemas/bulk';
import { api } from '#web/lib/api';

export function startBulkJob(body: BulkRequestInput): Promise<BulkStarted> {
  return api<BulkStarted>('/api/clients/bulk', { method: 'POST', body });
}

/** Starts one batch job; its progress is read by useBatchJob. */
export function useStartBulkJob() {
  return useMutation({ mutationFn: startBulkJob });
}
