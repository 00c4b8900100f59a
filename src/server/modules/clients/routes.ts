import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin, requireAgent, requireUser } from '#server/auth/session';
import { loggableError } from '#server/db/pg-errors';
import { sendCsvDownload } from '#server/http/csv-download';
import { requireUuid, uuidParamsSchema } from '#server/http/id-params';
import { sendJsonText } from '#server/http/json-text';
import { CSV_FILE_NAME } from '#shared/domain';
import { activityPageSchema, activityQuerySchema } from '#shared/schemas/activity';
import { logCallAnswerSchema, logCallBodySchema } from '#shared/schemas/calls';
import { type ClientExportCheck, clientExportQuerySchema } from '#shared/schemas/client-export';
import {
  clientListPageSchema,
  clientSchema,
  clientStatsSchema,
  createClientBodySchema,
  listClientsQuerySchema,
  tradingPasswordSchema,
  updateClientBodySchema,
} from '#shared/schemas/clients';
import { clientActivity } from './client-activity';
import { clientStats } from './client-stats';
import { createClient } from './create-client';
import { deleteClient } from './delete-client';
import type { ClientDeps } from './deps';
import { countClientsToExport, exportClientsCsv } from './export-clients';
import { getClient } from './get-client';
import { listClientsJson } from './list-clients';
import { logCall } from './log-call';
import { revealTradingPassword } from './reveal-trading-password';
import { updateClient } from './update-client';

/**
 * The hottest responses are not validated again on the way out (docs/decisions/0009): the list is
 * written by the database (client-view.ts, 0033) and the statistics are built field by field in
 * the schema's order (client-stats.ts). The schemas still document them, and the API tests check
 * every answer against them.
 */
const sendAsBuilt = () => (data: unknown) => JSON.stringify(data);

/**
 * The clients API (DESIGN §6). Static paths (`/stats`, `/export.csv`) win over `/:id` in Fastify's
 * router, whatever the registration order.
 */
export async function clientRoutes(app: FastifyInstance, deps: ClientDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const params = uuidParamsSchema;

  r.get(
    '/api/clients',
    {
      schema: { querystring: listClientsQuerySchema, response: { 200: clientListPageSchema } },
      serializerCompiler: sendAsBuilt,
    },
    // The database writes the page's JSON (docs/decisions/0033): sent as it comes.
    async (req, reply) =>
      sendJsonText(
        reply as FastifyReply,
        await listClientsJson({ db, actor: requireUser(req), query: req.query }),
      ),
  );

  r.get(
    '/api/clients/stats',
    { schema: { response: { 200: clientStatsSchema } }, serializerCompiler: sendAsBuilt },
    async (req) => clientStats({ db, actor: requireUser(req) }),
  );

  // No HEAD twin: a HEAD would run and audit a whole export for nothing; `?check=true` is the
  // unaudited look-before-you-leap the web asks first (shared/schemas/client-export.ts).
  r.get(
    '/api/clients/export.csv',
    { exposeHeadRoute: false, schema: { querystring: clientExportQuerySchema } },
    async (req, reply) => {
      const { check, ...filters } = req.query;
      const admin = requireAdmin(req);
      if (check) {
        const answer: ClientExportCheck = { rows: await countClientsToExport({ db, admin, filters }) };
        return reply.header('cache-control', 'no-store').send(answer);
      }
      const csv = await exportClientsCsv({
        db,
        admin,
        filters,
        onError: (error) => req.log.error({ err: loggableError(error) }, 'client export failed'),
      });
      return sendCsvDownload(reply, CSV_FILE_NAME, csv);
    },
  );

  r.get('/api/clients/:id', { schema: { params, response: { 200: clientSchema } } }, async (req) =>
    getClient({ db, actor: requireUser(req), id: requireUuid(req.params.id) }),
  );

  r.post(
    '/api/clients',
    { schema: { body: createClientBodySchema, response: { 201: clientSchema } } },
    async (req, reply) =>
      reply.status(201).send(await createClient({ db, agent: requireAgent(req), body: req.body })),
  );

  r.patch(
    '/api/clients/:id',
    { schema: { params, body: updateClientBodySchema, response: { 200: clientSchema } } },
    async (req) =>
      updateClient({ ...deps, actor: requireUser(req), id: requireUuid(req.params.id), body: req.body }),
  );

  r.post(
    '/api/clients/:id/calls',
    {
      schema: { params, body: logCallBodySchema, response: { 201: logCallAnswerSchema } },
      serializerCompiler: sendAsBuilt,
    },
    async (req, reply) => {
      const answer = await logCall({
        db,
        actor: requireUser(req),
        id: requireUuid(req.params.id),
        body: req.body,
      });
      return reply.status(201).send(answer);
    },
  );

  r.get(
    '/api/clients/:id/activity',
    {
      schema: { params, querystring: activityQuerySchema, response: { 200: activityPageSchema } },
      serializerCompiler: sendAsBuilt,
    },
    async (req) =>
      clientActivity({ db, actor: requireUser(req), id: requireUuid(req.params.id), query: req.query }),
  );

  r.delete('/api/clients/:id', { schema: { params } }, async (req, reply) => {
    await deleteClient({ db, admin: requireAdmin(req), id: requireUuid(req.params.id) });
    return reply.status(204).send();
  });

  // No HEAD twin: a HEAD would audit a reveal that showed nothing.
  r.get(
    '/api/clients/:id/trading-password',
    { exposeHeadRoute: false, schema: { params, response: { 200: tradingPasswordSchema } } },
    async (req, reply) => {
      const actor = requireUser(req);
      const result = await revealTradingPassword({ ...deps, actor, id: requireUuid(req.params.id) });
      return reply.header('cache-control', 'no-store').send(result);
    },
  );
}
