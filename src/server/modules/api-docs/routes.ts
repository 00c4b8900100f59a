import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from './openapi-document';
import { renderReference } from './render-reference';

/**
 * The API reference (issue 17): the OpenAPI document as JSON, and the same as a page rendered
 * here, without script, so it works under the app's CSP (docs/decisions/0031). Both are public
 * and built once, on first request, after every route is registered.
 */
export async function apiDocsRoutes(app: FastifyInstance) {
  let page: string | null = null;
  const document = () => app.swagger() as unknown as OpenApiDocument;

  app.get('/api/openapi.json', async (_req, reply) =>
    reply.type('application/json; charset=utf-8').send(document()),
  );

  app.get('/api/docs', async (_req, reply) => {
    page ??= renderReference(document());
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
