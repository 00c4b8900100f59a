import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { marketDataSchema } from '#shared/schemas/market-data';
import type { MarketDataService } from './service';
import { isValidTimeZone } from './time-zone';

export const DEFAULT_RATE_LIMIT_MAX = 60;
export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again in a minute.';
const DEFAULT_TIME_ZONE = 'UTC';

export const marketDataQuerySchema = z.object({
  tz: z
    .string()
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/)
    .refine(isValidTimeZone)
    .optional(),
});

export type MarketDataRoutesOptions = {
  service: MarketDataService;
  /** Requests per minute per client IP. */
  rateLimitMax?: number;
};

/** GET /api/market-data (DESIGN §6): public, rate limited, news plus today's calendar in the caller's zone. */
export async function marketDataRoutes(app: FastifyInstance, opts: MarketDataRoutesOptions): Promise<void> {
  // Registered inside this plugin so the limit and its error shape apply to these routes only.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, 'rate_limited', RATE_LIMIT_MESSAGE),
  });

  // AppErrors get the API's JSON error shape even when this plugin runs without the app's error
  // handler; anything else is rethrown, which hands it to the parent handler.
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof AppError)) throw error;
    return reply.code(error.status).send(error.toBody());
  });

  app.get(
    '/api/market-data',
    { config: { rateLimit: { max: opts.rateLimitMax ?? DEFAULT_RATE_LIMIT_MAX, timeWindow: 60_000 } } },
    async (request, reply) => {
      const query = marketDataQuerySchema.safeParse(request.query);
      if (!query.success) {
        throw new AppError(400, 'bad_request', 'tz must be an IANA time zone such as Europe/London.');
      }
      const data = await opts.service.get(query.data.tz ?? DEFAULT_TIME_ZONE);
      reply.header('cache-control', 'public, max-age=60');
      return marketDataSchema.parse(data);
    },
  );
}
