import { MESSAGES } from '#shared/domain';
import { readErrorBody } from '#shared/domain/error-body';
import { ApiError } from '#web/lib/api';
import type { ImportUpload } from './types';

export type UploadProgress = { loaded: number; total: number };

/**
 * Sends the file as the request body. The browser streams a File from disk, so the page never
 * holds a 200 MB file in memory; XHR rather than fetch because only XHR reports upload progress.
 */
export function uploadImport(
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ImportUpload> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/imports');
    xhr.setRequestHeader('content-type', 'text/csv');
    xhr.setRequestHeader('accept', 'application/json');
    // For the history; encoded, since a header carries only ASCII.
    xhr.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as ImportUpload);
        return;
      }
      const body = readErrorBody(data);
      reject(
        new ApiError(
          xhr.status,
          body?.code ?? 'http_error',
          body?.message ?? uploadRefusal(xhr.status),
          body?.fields,
        ),
      );
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'network', 'Cannot reach the server. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** A refusal without our error body (a proxy's 413, say) still says what happened. */
function uploadRefusal(status: number): string {
  if (status === 413) return 'The file is too large. Files can be up to 200 MB.';
  return MESSAGES.somethingWentWrong;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
