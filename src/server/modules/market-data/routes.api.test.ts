import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MarketData } from '#shared/schemas/market-data';
import { marketDataRoutes, RATE_LIMIT_MESSAGE } from './routes';
import { createMarketDataService, MARKET_DATA_UNAVAILABLE } from './service';
import { readFixture, startTestServer, type TestServer } from './test-helpers';

const FILES: Record<string, { body: string; type: string }> = {
  '/news.rss.xml': { body: readFixture('news.rss.xml'), type: 'application/rss+xml' },
  '/news.atom.xml': { body: readFixture('news.atom.xml'), type: 'application/atom+xml' },
  '/calendar.json': { body: readFixture('calendar-thisweek.json'), type: 'application/json' },
};
const TTL_SECONDS = 300;

let upstream: TestServer;
let failing = false;
const hits = new Map<string, number>();

beforeAll(async () => {
  upstream = await startTestServer((req, res) => {
    const path = req.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const file = FILES[path];
    if (failing || !file) {
      res.writeHead(500).end('upstream failure');
      return;
    }
    res.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
});

afterAll(async () => {
  await upstream.close();
});

let clock: Date;
let app: FastifyInstance;

async function buildApp(rateLimitMax?: number): Promise<FastifyInstance> {
  const service = createMarketDataService({
    newsFeedUrls: [upstream.url('/news.rss.xml'), upstream.url('/news.atom.xml')],
    calendarFeedUrl: upstream.url('/calendar.json'),
    ttlSeconds: TTL_SECONDS,
    timeoutMs: 2_000,
    now: () => clock,
  });
  const instance = Fastify();
  await instance.register(marketDataRoutes, { service, rateLimitMax });
  await instance.ready();
  return instance;
}

function getMarketData(query = '?tz=America/New_York') {
  return app.inject({ method: 'GET', url: `/api/market-data${query}` });
}

beforeEach(async () => {
  failing = false;
  hits.clear();
  clock = new Date('2026-11-23T12:00:00Z');
  app = await buildApp();
});

afterEach(async () => {
  await app.close();
});

describe('GET /api/market-data', () => {
  it("returns news and today's calendar with a public cache header", async () => {
    const res = await getMarketData();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json<MarketData>();
    expect(body.error).toBeUndefined();
    expect(body.news).toHaveLength(5);
    expect(body.news.every((n) => n.link === '' || n.link.startsWith('https://'))).toBe(true);
    expect(body.calendar.map((e) => e.event)).toContain('ECB President Speaks');
    expect(body.calendar).toHaveLength(6);
  });

  it('uses UTC when no tz is given', async () => {
    clock = new Date('2026-11-24T03:00:00Z'); // still the 23rd in New York
    const utc = (await getMarketData('')).json<MarketData>();
    const newYork = (await getMarketData()).json<MarketData>();
    // RBNZ (24th, 20:00 New York time) is already the 25th in UTC.
    expect(utc.calendar.map((e) => e.event)).toEqual(['CB Consumer Confidence']);
    expect(newYork.calendar).toHaveLength(6);
  });

  it('makes one upstream request per feed for 20 simultaneous requests', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => getMarketData()));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(Object.fromEntries(hits)).toEqual({
      '/news.rss.xml': 1,
      '/news.atom.xml': 1,
      '/calendar.json': 1,
    });
  });

  it('keeps serving the last good data after the TTL when upstream fails', async () => {
    const fresh = (await getMarketData()).json<MarketData>();
    failing = true;
    clock = new Date(clock.getTime() + (TTL_SECONDS + 1) * 1000);
    const res = await getMarketData();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(fresh);
    expect(hits.get('/news.rss.xml')).toBe(2);
  });

  it('answers 200 with an error sentence when upstream has never worked', async () => {
    failing = true;
    const res = await getMarketData();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ news: [], calendar: [], error: MARKET_DATA_UNAVAILABLE });
  });

  it('answers with an error sentence when the upstream server is gone', async () => {
    const gone = await startTestServer(() => undefined);
    const service = createMarketDataService({
      newsFeedUrls: [gone.url('/news.rss.xml')],
      calendarFeedUrl: gone.url('/calendar.json'),
      ttlSeconds: TTL_SECONDS,
    });
    await gone.close();
    const instance = Fastify();
    await instance.register(marketDataRoutes, { service });
    const res = await instance.inject({ method: 'GET', url: '/api/market-data' });
    await instance.close();
    expect(res.statusCode).toBe(200);
    expect(res.json<MarketData>().error).toBe(MARKET_DATA_UNAVAILABLE);
  });

  it('never lets an answer whose feeds all failed be cached', async () => {
    failing = true;
    const res = await getMarketData();
    expect(res.json<MarketData>().error).toBe(MARKET_DATA_UNAVAILABLE);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('retries failed feeds at once on a Refresh, and never caches the refreshed answer', async () => {
    failing = true;
    await getMarketData();
    failing = false;
    // Within the wait after a failure an ordinary request answers from the failure...
    clock = new Date(clock.getTime() + 6_000);
    expect((await getMarketData()).json<MarketData>().error).toBe(MARKET_DATA_UNAVAILABLE);
    expect(hits.get('/news.rss.xml')).toBe(1);
    // ...a Refresh asks upstream again and gets the recovered feeds.
    const refreshed = await getMarketData('?tz=America/New_York&refresh=1');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    expect(refreshed.json<MarketData>().error).toBeUndefined();
    expect(refreshed.json<MarketData>().news).toHaveLength(5);
    expect(hits.get('/news.rss.xml')).toBe(2);
    const after = await getMarketData();
    expect(after.headers['cache-control']).toBe('public, max-age=60');
    expect(after.json<MarketData>().news).toHaveLength(5);
  });

  it('does not ask upstream again on a Refresh while the feeds work', async () => {
    await getMarketData();
    const refreshed = await getMarketData('?refresh=1');
    expect(refreshed.json<MarketData>().news).toHaveLength(5);
    expect(Object.fromEntries(hits)).toEqual({
      '/news.rss.xml': 1,
      '/news.atom.xml': 1,
      '/calendar.json': 1,
    });
  });

  it.each([
    ['refresh=2', '?refresh=2', 'refresh must be 1 when given.'],
    ['a bad zone', '?tz=Mars/Olympus_Mons', 'tz must be an IANA time zone such as Europe/London.'],
  ])('answers %s with a 400 that is never cached', async (_label, query, message) => {
    const res = await getMarketData(query);
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ error: { code: 'bad_request', message } });
  });

  it.each([
    ['an unknown zone', '?tz=Mars/Olympus_Mons'],
    ['an over-long value', `?tz=${'A'.repeat(65)}`],
    ['markup', '?tz=%3Cscript%3E'],
    ['an empty value', '?tz='],
    ['a repeated parameter', '?tz=UTC&tz=Europe/London'],
  ])('rejects %s with a 400 JSON error', async (_label, query) => {
    const res = await getMarketData(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
  });

  it('rate limits per client with a JSON 429', async () => {
    await app.close();
    app = await buildApp(3);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await getMarketData()).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await getMarketData();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({ error: { code: 'rate_limited', message: RATE_LIMIT_MESSAGE } });
    expect(limited.headers['cache-control']).toBe('no-store');
    const otherClient = await app.inject({
      method: 'GET',
      url: '/api/market-data',
      remoteAddress: '10.0.0.2',
    });
    expect(otherClient.statusCode).toBe(200);
  });

  it('leaves errors from other routes to the parent error handler', async () => {
    const instance = Fastify();
    instance.setErrorHandler((_error, _request, reply) => reply.code(418).send({ handledBy: 'parent' }));
    await instance.register(async (scope) => {
      await marketDataRoutes(scope, {
        service: {
          get: async () => {
            throw new Error('boom');
          },
        },
      });
    });
    const res = await instance.inject({ method: 'GET', url: '/api/market-data' });
    await instance.close();
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual({ handledBy: 'parent' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
