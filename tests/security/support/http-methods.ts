import type { HTTPMethods } from 'fastify';

const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
] as const satisfies readonly HTTPMethods[];

/** A registered route's method as inject() takes it; anything unusual fails loudly. */
export function asMethod(value: string): HTTPMethods {
  const method = METHODS.find((m) => m === value);
  if (!method) throw new Error(`unexpected HTTP method ${value}`);
  return method;
}
