import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from './auth';

/** Headers of a Fastify request as Web `Headers`, with the client address we trust attached. */
export function toWebHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, req.ip);
  return headers;
}

export function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

export function toWebRequest(req: FastifyRequest, body?: unknown): Request {
  const url = new URL(req.url, requestOrigin(req));
  const headers = toWebHeaders(req);
  // Our same-origin guard has already vetted this request; scripts send no Origin at all.
  if (!headers.has('origin')) headers.set('origin', url.origin);
  const init: RequestInit = { method: req.method, headers };
  if (body !== undefined) {
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    init.body = JSON.stringify(body);
  }
  return new Request(url, init);
}

/** Adds Set-Cookie values (from better-auth, through accounts.ts) to those already on the reply. */
export function forwardCookies(cookies: readonly string[], reply: FastifyReply): void {
  if (cookies.length === 0) return;
  const existing = reply.getHeader('set-cookie');
  const previous = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...previous, ...cookies]);
}
