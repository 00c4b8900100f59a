import { CSV_FILE_NAME, fill, MESSAGES } from '#shared/domain';
import type { ClientExportCheck } from '#shared/schemas/client-export';
import { toast } from '#web/components/ui/use-toast';
import { api } from '#web/lib/api';
import { toQueryString } from '#web/lib/query-string';

type Filters = { search?: string; status: string; agentId?: string; idle?: string };

/** The export's address for exactly these filters; `check` asks only whether it may run and its size. */
export function clientExportUrl(filters: Filters, check = false): string {
  return `/api/clients/export.csv${toQueryString({ ...filters, check: check ? 'true' : undefined })}`;
}

/**
 * Downloads exactly the current filter and search as CSV. The server checks and counts first
 * (`?check=true`), so a refusal (signed out, no longer an admin, too many requests) or an empty
 * result is a message on screen; then a plain link fetches the streamed file, which the browser
 * saves as it arrives, never holding it in the page (issue 18: a million rows in a Blob took about
 * 100 MB of page memory).
 */
export async function exportClientsCsv(filters: Filters): Promise<void> {
  const { rows } = await api<ClientExportCheck>(clientExportUrl(filters, true));
  if (rows === 0) {
    toast({ ...MESSAGES.noDataToExport, variant: 'destructive' });
    return;
  }
  const link = document.createElement('a');
  link.href = clientExportUrl(filters);
  link.download = CSV_FILE_NAME;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  toast({
    title: MESSAGES.exportSuccessful.title,
    description: fill(MESSAGES.exportSuccessful.description, { file: CSV_FILE_NAME }),
  });
}
