import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ROOT, type RunningServer, startServer } from './server';

const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'market');
const FIXTURE_DAY = Date.parse('2026-11-23T00:00:00Z');

export type Feed = { status: number; type: string; body: string };
type FeedServer = { url: string; close: () => Promise<void> };
export type FeedSetup = { feeds: FeedServer; app: RunningServer };

/** Serves feeds from memory; each is computed per request, so "today" is always today. */
async function serveFeeds(feeds: Record<string, () => Feed>): Promise<FeedServer> {
  const server = http.createServer((req, res) => {
    const feed = feeds[req.url ?? '']?.() ?? { status: 404, type: 'text/plain', body: 'not found' };
    res.writeHead(feed.status, { 'content-type': feed.type });
    res.end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
export const xml = (body: string): Feed => ({ status: 200, type: 'application/xml', body });
export const json = (body: string): Feed => ({ status: 200, type: 'application/json', body });

/** The weekly fixture moved so its first day is today (UTC), keeping every event's time of day. */
export function calendarForToday(): Feed {
  const now = new Date();
  const shift = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - FIXTURE_DAY;
  const events = JSON.parse(fixture('calendar-thisweek.json')) as { date: string }[];
  return json(
    JSON.stringify(events.map((e) => ({ ...e, date: new Date(Date.parse(e.date) + shift).toISOString() }))),
  );
}

/** A server of its own whose news feeds (`newsPaths`) and calendar come from `feeds`. */
export async function startWithFeeds(
  feeds: Record<string, () => Feed>,
  newsPaths: string[],
  extraNewsUrls: string[] = [],
): Promise<FeedSetup> {
  const feedServer = await serveFeeds(feeds);
  const app = await startServer({
    NEWS_FEED_URLS: [...newsPaths.map((p) => `${feedServer.url}${p}`), ...extraNewsUrls].join(','),
    CALENDAR_FEED_URL: `${feedServer.url}/calendar.json`,
    MARKET_DATA_TTL_SECONDS: '1',
  });
  return { feeds: feedServer, app };
}

export async function stopFeeds(setup: FeedSetup | undefined) {
  await setup?.app.stop();
  await setup?.feeds.close();
}
