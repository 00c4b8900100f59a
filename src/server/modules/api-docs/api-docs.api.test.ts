import fastifySwagger from '@fastify/swagger';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify, { type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentedResponseCheck } from '#tests/support/response-schemas';
import { setupTestApp } from '#tests/support/setup-test-app';
import { OPENAPI_METHODS, type OpenApiDocument, openApiPath } from './openapi-document';

const t = setupTestApp();

async function openApi(): Promise<OpenApiDocument> {
  const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json<OpenApiDocument>();
}

describe('GET /api/openapi.json', () => {
  it('documents every registered API route, without a session', async () => {
    const doc = await openApi();
    expect(doc.openapi).toBe('3.1.0');
    const missing = t.apiRoutes
      // HEAD twins are GETs; QUERY (a catch-all's method) cannot be written in OpenAPI 3.1.
      .filter((r) => r.method !== 'HEAD' && OPENAPI_METHODS.includes(r.method.toLowerCase()))
      .filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(doc.paths['/api/tokens']?.get).toBeDefined();
    expect(doc.paths['/api/openapi.json']?.get).toBeDefined();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(await openApi()));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives request, response and error shapes from the shared zod schemas', async () => {
    const doc = await openApi();
    const create = doc.paths['/api/tokens']?.post;
    const body = create?.requestBody?.content?.['application/json']?.schema;
    expect(body?.required).toEqual(['name', 'scopes']);
    expect(JSON.stringify(body)).toContain('clients:write');
    const created = create?.responses?.['201']?.content?.['application/json']?.schema;
    expect(Object.keys((created?.properties as object) ?? {})).toEqual(
      expect.arrayContaining(['id', 'name', 'scopes', 'token']),
    );
    expect(create?.responses?.['400']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(doc.components.schemas?.ErrorBody).toMatchObject({ type: 'object', required: ['error'] });
    const list = doc.paths['/api/clients']?.get;
    expect(list?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['search', 'status', 'page']),
    );
  });

  it('says who may call each route: public, session only, or a token with its scope', async () => {
    const doc = await openApi();
    expect(doc.components.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie' },
      apiToken: { type: 'http', scheme: 'bearer' },
    });
    expect(doc.paths['/api/health']?.get?.security).toEqual([]);
    expect(doc.paths['/api/tokens']?.get?.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/api/clients']?.get?.security).toEqual([
      { sessionCookie: [] },
      { apiToken: ['clients:read'] },
    ]);
    expect(doc.paths['/api/clients/{id}']?.patch?.['x-token-scope']).toBe('clients:write');
    expect(doc.paths['/api/reports/funnel']?.get?.['x-token-scope']).toBe('reports:read');
    expect(Object.keys(doc.paths['/api/clients']?.get?.responses ?? {})).toContain('429');
  });
});

describe('GET /api/docs', () => {
  it('is a page without script, under the strict CSP, listing every operation', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script|\son[a-z]+=/i);
    const doc = await openApi();
    for (const path of Object.keys(doc.paths))
      expect(res.body).toContain(`<code class="path">${path}</code>`);
    expect(res.body).toContain('API token with the <code>clients:read</code> scope');
  });
});

describe('the API tests’ response check', () => {
  it('fails an answer whose body does not match the documented schema, or whose status is not documented', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(fastifySwagger, { openapi: { openapi: '3.1.0' }, transform: jsonSchemaTransform });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const shape = z.object({ count: z.number().int() });
    // Sent as built, as the hottest routes are, so only the check can notice.
    const asBuilt = () => (data: unknown) => JSON.stringify(data);
    r.get('/api/good', { schema: { response: { 200: shape } }, serializerCompiler: asBuilt }, async () => ({
      count: 1,
    }));
    // Without the type provider, so the wrong answers compile.
    app.get('/api/bad', { schema: { response: { 200: shape } }, serializerCompiler: asBuilt }, async () => ({
      count: 'one',
    }));
    app.get('/api/created', { schema: { response: { 200: shape } } }, async (_req, reply: FastifyReply) =>
      reply.status(201).send({ count: 1 }),
    );
    await app.ready();
    const check = documentedResponseCheck(app);
    const call = async (url: string) =>
      check({ method: 'GET', url }, await app.inject({ method: 'GET', url }));
    await expect(call('/api/good')).resolves.toMatchObject({ statusCode: 200 });
    await expect(call('/api/bad')).rejects.toThrow(
      /GET \/api\/bad answered 200 with a body that does not match/,
    );
    await expect(call('/api/created')).rejects.toThrow(
      /answered 201, a status its OpenAPI document does not list/,
    );
    await app.close();
  });
});
