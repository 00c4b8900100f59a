import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import {
  boardCardsPageSchema,
  boardCardsQuerySchema,
  boardColumnsQuerySchema,
  boardColumnsSchema,
} from '#shared/schemas/board';
import { boardCards } from './cards';
import { boardColumns } from './columns';

/** Sent as built, in the schemas' key order, as the client lists are (clients/routes.ts). */
const sendAsBuilt = () => (data: unknown) => JSON.stringify(data);

/** The pipeline board (issue 16): each status's count and invoice sum, and its cards page by page. */
export async function boardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/board/columns',
    {
      schema: { querystring: boardColumnsQuerySchema, response: { 200: boardColumnsSchema } },
      serializerCompiler: sendAsBuilt,
    },
    async (req) => boardColumns({ db, actor: requireUser(req), query: req.query }),
  );

  r.get(
    '/api/board/cards',
    {
      schema: { querystring: boardCardsQuerySchema, response: { 200: boardCardsPageSchema } },
      serializerCompiler: sendAsBuilt,
    },
    async (req) => boardCards({ db, actor: requireUser(req), query: req.query }),
  );
}
