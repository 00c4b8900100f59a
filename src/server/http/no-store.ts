import type { FastifyInstance } from 'fastify';

/**
 * API answers carry personal data (clients, the signed-in user), so no browser or proxy may keep
 * a copy (issue 13, ASVS 14.3): every `/api/` answer is `no-store` unless its route chose its own
 * caching, as the public market data does.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
