import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { isValidTimeZone } from '#shared/domain/time-zone';
import { marketDataSchema } from '#shared/schemas/market-data';
import type { MarketDataService } from './service';

export const DEFAULT_RATE_LIMIT_MAX = 60;
export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again in a minute.';
const DEFAULT_TIME_ZONE = 'UTC';
/** Good data may be reused for a minute, by the browser and any shared cache on the way. */
const CACHE_GOOD_DATA = 'public, max-age=60';
/** Failures and refreshes are never reused: the next look must reach the server (spec §8). */
const NEVER_CACHE = 'no-store';

export const marketDataQuerySchema = z.object({
  tz: z
    .string()
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/)
    .refine(isValidTimeZone)
    .optional(),
  /** `1` when a person pressed Refresh: failed feeds are tried again at once. */
  refresh: z.literal('1').optional(),
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

  // Whatever answered (the route, the rate limit, this or the parent error handler), an error
  // status is not kept: a browser would otherwise show it again on the next Refresh.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 200 || reply.statusCode > 299) reply.header('cache-control', NEVER_CACHE);
    return payload;
  });

  app.get(
    '/api/market-data',
    { config: { rateLimit: { max: opts.rateLimitMax ?? DEFAULT_RATE_LIMIT_MAX, timeWindow: 60_000 } } },
    async (request, reply) => {
      const query = marketDataQuerySchema.safeParse(request.query);
      if (!query.success) {
        const refreshIsWrong = query.error.issues.some((issue) => issue.path[0] === 'refresh');
        throw new AppError(
          400,
          'bad_request',
          refreshIsWrong
            ? 'refresh must be 1 when given.'
            : 'tz must be an IANA time zone such as Europe/London.',
        );
      }
      const refresh = query.data.refresh !== undefined;
      const data = await opts.service.get(query.data.tz ?? DEFAULT_TIME_ZONE, { refresh });
      // An answer whose feeds all failed says so in `error` with status 200; it is not kept either.
      reply.header('cache-control', data.error || refresh ? NEVER_CACHE : CACHE_GOOD_DATA);
      return marketDataSchema.parse(data);
    },
  );
}
