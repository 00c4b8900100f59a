import { CSV_FILE_NAME, fill, MESSAGES } from '#shared/domain';
import { readErrorBody } from '#shared/domain/error-body';
import { toast } from '#web/components/ui/use-toast';
import { ApiError } from '#web/lib/api';
import { toQueryString } from '#web/lib/query-string';

type Filters = { search?: string; status: string; agentId?: string };

/**
 * Downloads exactly the current filter and search as CSV, streamed by the server. The rows are
 * counted first so an empty result gets the spec's message instead of an empty file.
 */
export async function exportClientsCsv(filters: Filters, total: number): Promise<void> {
  if (total === 0) {
    toast({ ...MESSAGES.noDataToExport, variant: 'destructive' });
    return;
  }
  const response = await fetch(`/api/clients/export.csv${toQueryString(filters)}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const error = readErrorBody(await response.json().catch(() => null));
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? MESSAGES.somethingWentWrong,
      error?.fields,
    );
  }
  // Saved byte for byte, so the UTF-8 byte-order mark stays (decoding to text would drop it).
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = CSV_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  toast({
    title: MESSAGES.exportSuccessful.title,
    description: fill(MESSAGES.exportSuccessful.description, { file: CSV_FILE_NAME }),
  });
}
