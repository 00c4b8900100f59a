import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text the database wrote (docs/decisions/0033) as the answer, byte for byte: Fastify
 * sends a string with a JSON content type without serialising it. The route's schema still
 * documents the body; the API tests check every answer against it.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
