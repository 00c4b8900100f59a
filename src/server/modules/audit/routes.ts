import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { loggableError } from '#server/db/pg-errors';
import { sendCsvDownload } from '#server/http/csv-download';
import {
  auditFiltersSchema,
  auditPageSchema,
  auditQuerySchema,
  securityAlertListSchema,
} from '#shared/schemas/audit';
import { securityAlerts } from './audit-alerts';
import { scheduleAuditRetention } from './audit-retention';
import { AUDIT_CSV_FILE_NAME, exportAuditCsv } from './export-audit';
import { listAudit } from './list-audit';

/**
 * The audit trail for admins (issue 13): read, filter, export, and the overview's alerts. There
 * is deliberately no route that changes or deletes an entry; only the retention prune, started
 * here with the app and stopped with it, removes old ones.
 */
export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const retention = scheduleAuditRetention({ db, log: app.log });
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', async () => retention.stop());

  r.get(
    '/api/audit',
    { schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (req) => {
      requireAdmin(req);
      return listAudit({ db, query: req.query });
    },
  );

  // No HEAD twin: a HEAD would audit an export that sent nothing.
  r.get(
    '/api/audit/export.csv',
    { exposeHeadRoute: false, schema: { querystring: auditFiltersSchema } },
    async (req, reply) => {
      const csv = await exportAuditCsv({
        db,
        admin: requireAdmin(req),
        filters: req.query,
        onError: (error) => req.log.error({ err: loggableError(error) }, 'audit export failed'),
      });
      return sendCsvDownload(reply, AUDIT_CSV_FILE_NAME, csv);
    },
  );

  r.get('/api/admin/alerts', { schema: { response: { 200: securityAlertListSchema } } }, async (req) => {
    requireAdmin(req);
    return securityAlerts({ db });
  });
}
