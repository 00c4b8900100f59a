import type { ImportUpload } from '../api/types';

// The upload's first rows are answered only once; the tab keeps them so a reload of the mapping
// step still shows them.
const key = (id: string) => `import-sample:${id}`;

export function rememberSample(upload: ImportUpload): void {
  try {
    sessionStorage.setItem(key(upload.id), JSON.stringify(upload.sampleRows));
  } catch {
    // Storage full or blocked: the mapping step shows the columns without sample rows.
  }
}

export function recallSample(id: string): string[][] {
  try {
    const rows: unknown = JSON.parse(sessionStorage.getItem(key(id)) ?? '[]');
    return Array.isArray(rows) ? rows.filter((r): r is string[] => Array.isArray(r)) : [];
  } catch {
    return [];
  }
}
