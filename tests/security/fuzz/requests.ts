import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { BODY_LIMIT_BYTES } from '#server/app';
import { asMethod } from '../support/http-methods';
import { type FuzzIds, validBody, validQuery } from './valid-inputs';
import { anyJson, anyString, mutatedObject, pathParam, percentEncode } from './values';

export const FUZZ_ACTORS = ['signedOut', 'agent', 'admin'] as const;
export type FuzzActor = (typeof FUZZ_ACTORS)[number];

export type FuzzRequest = {
  actor: FuzzActor;
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Replaces the actor's cookie (sign-out must not end the fuzzing sessions). */
  cookie?: string;
};

export { type FuzzIds, validBody, validQuery } from './valid-inputs';

const asQueryValue = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function queryArb(base: Record<string, string>): fc.Arbitrary<string> {
  const mutated = mutatedObject(base).map((q) =>
    new URLSearchParams(Object.entries(q).map(([k, v]) => [k, asQueryValue(v)])).toString(),
  );
  const raw = fc.constantFrom(
    'a=1&a=2',
    'page=1&page=2',
    'status[]=x',
    '%=1',
    'search=%E0%A4%A',
    '&&&',
    '=',
    'page',
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    { weight: 5, arbitrary: mutated },
    { weight: 1, arbitrary: raw },
  );
}

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json;charset=UTF-16',
];
const OTHER_TYPES = [
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'text/html',
  'application/vnd.api+json',
  'application/octet-stream',
  'nonsense',
];

type Body = { payload?: string; contentType?: string };

/** Dotted paths of the string values in a (nested) body. */
export function stringLeaves(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, path ? `${path}.${k}` : k));
}

/** A copy of `base` with the string at `path` replaced. */
export function withLeaf(
  base: Record<string, unknown>,
  path: string,
  replace: (v: string) => string,
): unknown {
  const copy: unknown = structuredClone(base);
  const keys = path.split('.');
  let node: unknown = copy;
  for (const key of keys.slice(0, -1)) {
    node =
      typeof node === 'object' && node !== null
        ? Object.entries(node).find(([k]) => k === key)?.[1]
        : undefined;
  }
  const last = keys.at(-1) ?? '';
  if (typeof node === 'object' && node !== null) {
    const current = Object.entries(node).find(([k]) => k === last)?.[1];
    Object.assign(node, { [last]: replace(typeof current === 'string' ? current : '') });
  }
  return copy;
}

/** A valid body with one string carrying a character databases and parsers trip over. */
function poisonedObject(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const leaves = stringLeaves(base);
  if (leaves.length === 0) return fc.constant(base);
  return fc
    .tuple(
      fc.constantFrom(...leaves),
      fc.constantFrom('\u0000', '\uD800', '\u202E', '\uFFFF', '\\u0000'),
      fc.nat(),
    )
    .map(([leaf, bad, at]) =>
      withLeaf(base, leaf, (v) => v.slice(0, at % (v.length + 1)) + bad + v.slice(at % (v.length + 1))),
    );
}

function bodyArb(base: Record<string, unknown>, canHaveBody: boolean): fc.Arbitrary<Body> {
  const json = (arb: fc.Arbitrary<unknown>) =>
    fc
      .tuple(arb, fc.constantFrom(...JSON_TYPES))
      .map(([v, contentType]) => ({ payload: JSON.stringify(v) ?? 'null', contentType }));
  const malformed = fc
    .tuple(
      fc.constant(JSON.stringify(base)),
      fc.nat(),
      fc.constantFrom('', ',', '}', '{"__proto__":{"role":"admin"}}', '\u0000'),
    )
    .map(([text, cut, tail]) => ({
      payload: text.slice(0, cut % (text.length + 1)) + tail,
      contentType: 'application/json',
    }));
  const wrongType = fc
    .tuple(
      fc.oneof(anyString, fc.constant('email=a@b.co&password=x'), fc.constant(JSON.stringify(base))),
      fc.constantFrom(...OTHER_TYPES),
    )
    .map(([payload, contentType]) => ({ payload, contentType }));
  const untyped = anyString.map((payload) => ({ payload }));
  const huge = fc.constant({
    payload: JSON.stringify({ ...base, name: 'x'.repeat(BODY_LIMIT_BYTES) }),
    contentType: 'application/json',
  });
  const none = fc.constant<Body>({});
  if (!canHaveBody) return fc.oneof({ weight: 19, arbitrary: none }, { weight: 1, arbitrary: json(anyJson) });
  return fc.oneof(
    { weight: 30, arbitrary: json(mutatedObject(base)) },
    { weight: 6, arbitrary: json(poisonedObject(base)) },
    { weight: 8, arbitrary: json(anyJson) },
    { weight: 8, arbitrary: malformed },
    { weight: 8, arbitrary: wrongType },
    { weight: 2, arbitrary: untyped },
    { weight: 2, arbitrary: none },
    { weight: 1, arbitrary: huge },
  );
}

const headerArb = fc.oneof(
  { weight: 30, arbitrary: fc.constant<Record<string, string>>({}) },
  { weight: 1, arbitrary: fc.constant({ origin: 'https://evil.example' }) },
  { weight: 1, arbitrary: fc.constant({ 'sec-fetch-site': 'cross-site' }) },
  { weight: 1, arbitrary: fc.constant({ 'x-http-method-override': 'DELETE' }) },
  { weight: 1, arbitrary: fc.constant({ cookie: 'wea.session_token=forged.value' }) },
);

const OTHER_METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Requests for one route (`METHOD /path`), mostly well aimed, some with the wrong method. */
export function requestArb(route: string, ids: FuzzIds): fc.Arbitrary<FuzzRequest> {
  const [routeMethod = 'GET', template = '/'] = route.split(' ');
  const method: fc.Arbitrary<HTTPMethods> = fc.oneof(
    { weight: 19, arbitrary: fc.constant(asMethod(routeMethod === 'ALL' ? 'POST' : routeMethod)) },
    { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
  );
  const idPool = template.includes('/invitations/')
    ? [...ids.invitations, ...ids.clients]
    : [...ids.clients, ...ids.agents];
  const path = fc
    .tuple(pathParam(idPool), anyString)
    .map(([id, rest]) => template.replace(':id', id).replace('*', percentEncode(rest.slice(0, 50)) || 'x'));
  const base = validBody(route, ids);
  const withBody = bodyArb(base, true);
  const withoutBody = bodyArb(base, false);
  return fc
    .record({
      actor: fc.constantFrom(...FUZZ_ACTORS),
      method,
      path,
      query: queryArb(validQuery(route, ids)),
      headers: headerArb,
    })
    .chain((r) =>
      (r.method === 'GET' || r.method === 'OPTIONS' ? withoutBody : withBody).map((body): FuzzRequest => {
        const headers: Record<string, string> = { ...r.headers };
        if (body.contentType) headers['content-type'] = body.contentType;
        const signOut = route === 'POST /api/auth/sign-out';
        return {
          actor: r.actor,
          method: r.method,
          url: r.query ? `${r.path}?${r.query}` : r.path,
          headers,
          ...(body.payload === undefined ? {} : { payload: body.payload }),
          ...(signOut ? { cookie: 'wea.session_token=not-a-session' } : {}),
        };
      }),
    );
}
