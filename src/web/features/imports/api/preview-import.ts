import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import type { ImportOptions, ImportPreview } from './types';

/** The dry run: what the import would do with this mapping and these options, writing nothing. */
export function previewImport(id: string, options: ImportOptions): Promise<ImportPreview> {
  return api<ImportPreview>(`/api/imports/${encodeURIComponent(id)}/preview`, {
    method: 'POST',
    body: options,
  });
}

export function usePreviewImport(id: string) {
  return useMutation({ mutationFn: (options: ImportOptions) => previewImport(id, options) });
}
