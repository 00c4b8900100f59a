import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireUser, type SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import {
  conversionReportSchema,
  funnelReportSchema,
  leaderboardReportSchema,
  type ReportKind,
  type ReportQuery,
  reportQuerySchema,
  revenueReportSchema,
  timeInStatusReportSchema,
} from '#shared/schemas/reports';
import {
  conversionReport,
  funnelReport,
  leaderboardReport,
  revenueReport,
  timeInStatusReport,
} from './reports';

type Reader = (request: { db: Db; actor: SessionUser; query: ReportQuery }) => Promise<unknown>;

const REPORTS: Record<ReportKind, { schema: z.ZodType; read: Reader }> = {
  funnel: { schema: funnelReportSchema, read: funnelReport },
  'time-in-status': { schema: timeInStatusReportSchema, read: timeInStatusReport },
  conversion: { schema: conversionReportSchema, read: conversionReport },
  revenue: { schema: revenueReportSchema, read: revenueReport },
  leaderboard: { schema: leaderboardReportSchema, read: leaderboardReport },
};

/** Sent as built, in the schemas' key order, as the activity routes are. */
const sendAsBuilt = () => (data: unknown) => JSON.stringify(data);

/** Manager analytics (issue 16): five reports over a range of days, an agent's own or the team's. */
export async function reportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [kind, { schema, read }] of Object.entries(REPORTS)) {
    r.get(
      `/api/reports/${kind}`,
      {
        schema: { querystring: reportQuerySchema, response: { 200: schema } },
        serializerCompiler: sendAsBuilt,
      },
      async (req) => read({ db, actor: requireUser(req), query: req.query }),
    );
  }
}
