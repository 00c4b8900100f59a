import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type JsonSchema = Record<string, unknown>;
type Media = { schema?: JsonSchema };
type Operation = { responses?: Record<string, { content?: Record<string, Media> }> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
type Template = { path: string; segments: string[]; params: number };

const COMPONENTS = '#/components/schemas/';

/** `$ref`s into the document's components, pointed at the schema ajv holds them in. */
function pointRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointRefs);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] =
      key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENTS)
        ? `components#/$defs/${inner.slice(COMPONENTS.length)}`
        : pointRefs(inner);
  }
  return copy;
}

function segmentsMatch(template: string[], actual: string[]): boolean {
  const last = template.at(-1);
  // A catch-all `{path}` written from Fastify's `*` takes the rest of the path.
  if (last === '{path}' && actual.length >= template.length) {
    return template.slice(0, -1).every((s, i) => s.startsWith('{') || s === actual[i]);
  }
  return template.length === actual.length && template.every((s, i) => s.startsWith('{') || s === actual[i]);
}

/**
 * Checks each answer of the app under test against what its OpenAPI document says the route
 * answers with that status (issue 17): a JSON body must match the documented schema, and a
 * documented route must document the status it answered. Throws, so the test that made the
 * request fails with the route, the status and what differed.
 */
export function documentedResponseCheck(app: FastifyInstance) {
  let doc: Document | null = null;
  let templates: Template[] = [];
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  const compiled = new Map<JsonSchema, ValidateFunction>();

  const load = (): Document => {
    if (doc) return doc;
    doc = app.swagger() as unknown as Document;
    ajv.addSchema({ $id: 'components', $defs: pointRefs(doc.components?.schemas ?? {}) });
    templates = Object.keys(doc.paths)
      .map((path) => {
        const segments = path.split('/');
        return { path, segments, params: segments.filter((s) => s.startsWith('{')).length };
      })
      // Fastify prefers a static segment to a parameter, so the most static template wins.
      .sort((a, b) => a.params - b.params);
    return doc;
  };

  const validatorFor = (schema: JsonSchema): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(pointRefs(schema) as JsonSchema);
      compiled.set(schema, validate);
    }
    return validate;
  };

  return (request: InjectOptions, res: LightMyRequestResponse): LightMyRequestResponse => {
    const method = (request.method ?? 'GET').toLowerCase();
    const url = typeof request.url === 'string' ? request.url : null;
    if (method === 'head' || !url?.startsWith('/api/')) return res;
    const document = load();
    const pathname = url.split('?')[0] ?? url;
    const actual = pathname.split('/');
    const template = templates.find(
      (t) => document.paths[t.path]?.[method] && segmentsMatch(t.segments, actual),
    );
    const op = template ? document.paths[template.path]?.[method] : undefined;
    if (!template || !op?.responses) return res;
    const status = String(res.statusCode);
    const response = op.responses[status] ?? op.responses[`${status[0]}XX`] ?? op.responses.default;
    const where = `${method.toUpperCase()} ${template.path} answered ${status}`;
    if (!response) throw new Error(`${where}, a status its OpenAPI document does not list`);
    const schema = response.content?.['application/json']?.schema;
    const type = String(res.headers['content-type'] ?? '');
    if (!schema || !type.startsWith('application/json') || res.body === '') return res;
    const validate = validatorFor(schema);
    if (!validate(res.json())) {
      const errors = ajv.errorsText(validate.errors, { separator: '; ' });
      throw new Error(`${where} with a body that does not match its documented schema: ${errors}`);
    }
    return res;
  };
}
