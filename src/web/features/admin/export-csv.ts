import { CSV_FILE_NAME, fill, MESSAGES } from '#shared/domain';
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
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'http_error',
      body?.error?.message ?? MESSAGES.somethingWentWrong,
    );
  }
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
