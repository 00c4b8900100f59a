import { z } from 'zod';
import { clientFiltersSchema } from './clients';

/**
 * `GET /api/clients/export.csv`: the admin list's filters; with `check=true` the export is only
 * checked (the caller's right, the filters) and counted, nothing is streamed or audited. The web
 * asks that first, so a refusal shows as a message and the download itself can be a plain link
 * the browser saves as it arrives (issue 18).
 */
export const clientExportQuerySchema = clientFiltersSchema.extend({
  check: z.enum(['true'], { error: 'Write check as true, or leave it out.' }).optional(),
});

export const clientExportCheckSchema = z.object({
  /** How many clients the export would write now. */
  rows: z.number().int(),
});
export type ClientExportCheck = z.infer<typeof clientExportCheckSchema>;
