import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMarketDataService, MARKET_DATA_NOT_CONFIGURED, MARKET_DATA_UNAVAILABLE } from './service';
import { readFixture } from './test-helpers';

const RSS = 'https://feeds.test/rss?key=secret-key';
const ATOM = 'https://feeds.test/atom';
const CALENDAR = 'https://feeds.test/calendar';

type Upstream = Record<string, string | number>;

/** A fetch answering from a table of URL → body (or HTTP status), counting the calls per URL. */
function fakeFetch(upstream: Upstream) {
  const hits = new Map<string, number>();
  const fetchImpl: typeof fetch = async (input) => {
    const url = input instanceof URL ? input.href : String(input);
    hits.set(url, (hits.get(url) ?? 0) + 1);
    const answer = upstream[url];
    if (answer === undefined) throw new TypeError('fetch failed');
    return typeof answer === 'number' ? new Response('oops', { status: answer }) : new Response(answer);
  };
  return { fetchImpl, hits };
}

/** One line the service logged, split into its message and the fields logged with it. */
function parseLine(line: string): { obj: object; msg: string } {
  const { msg, level: _level, time: _time, ...obj } = JSON.parse(line) as Record<string, unknown>;
  return { obj, msg: String(msg) };
}

function makeService(upstream: Upstream, urls = { news: [RSS, ATOM], calendar: CALENDAR as string | null }) {
  const { fetchImpl, hits } = fakeFetch(upstream);
  const warnings: Array<{ obj: object; msg: string }> = [];
  const service = createMarketDataService({
    newsFeedUrls: urls.news,
    calendarFeedUrl: urls.calendar,
    ttlSeconds: 300,
    now: () => new Date('2026-11-23T12:00:00Z'),
    fetchImpl,
    log: pino({ base: null }, { write: (line: string) => void warnings.push(parseLine(line)) }),
  });
  return { service, hits, warnings };
}

const allUp: Upstream = {
  [RSS]: readFixture('news.rss.xml'),
  [ATOM]: readFixture('news.atom.xml'),
  [CALENDAR]: readFixture('calendar-thisweek.json'),
};

describe('createMarketDataService', () => {
  it('merges the news feeds newest first and filters the calendar to today', async () => {
    const { service } = makeService(allUp);
    const data = await service.get('America/New_York');
    expect(data.error).toBeUndefined();
    expect(data.news.map((n) => n.title.slice(0, 12))).toEqual([
      'USD/JPY slip',
      'EUR/USD edge',
      'Oil extends ',
      'Gold steadie',
      'GBP/JPY: vol',
    ]);
    expect(data.calendar).toHaveLength(6);
    expect((await service.get('Asia/Tokyo')).calendar).toHaveLength(5);
  });

  it('drops duplicate stories across feeds by link or title', async () => {
    const copy = readFixture('news.rss.xml').replace('EUR/USD edges higher', 'Same link, other words');
    const { service } = makeService({ ...allUp, [ATOM]: copy });
    const titles = (await service.get('UTC')).news.map((n) => n.title);
    expect(titles).toHaveLength(3);
    expect(titles.filter((t) => t.startsWith('Gold steadies'))).toHaveLength(1);
  });

  it('shows the feeds that work when another one fails, and logs without secrets', async () => {
    const { service, warnings } = makeService({ ...allUp, [RSS]: 500, [CALENDAR]: 'not json' });
    const data = await service.get('UTC');
    expect(data.error).toBeUndefined();
    expect(data.news).toHaveLength(2);
    expect(data.calendar).toEqual([]);
    expect(warnings).toHaveLength(2);
    expect(JSON.stringify(warnings)).not.toContain('secret-key');
    expect(warnings[0]?.obj).toMatchObject({
      feed: 'news-1',
      host: 'feeds.test',
      reason: 'Feed responded with HTTP 500.',
    });
  });

  it('answers with an error sentence when nothing is available', async () => {
    const { service } = makeService({});
    expect(await service.get('UTC')).toEqual({ news: [], calendar: [], error: MARKET_DATA_UNAVAILABLE });
  });

  it('treats an empty feed as available data, not an outage', async () => {
    const { service } = makeService(
      { [RSS]: '<rss><channel><title>quiet</title></channel></rss>' },
      { news: [RSS], calendar: null },
    );
    expect(await service.get('UTC')).toEqual({ news: [], calendar: [] });
  });

  it('says so when no feed is configured', async () => {
    const { service, hits } = makeService(allUp, { news: [], calendar: null });
    expect((await service.get('UTC')).error).toBe(MARKET_DATA_NOT_CONFIGURED);
    expect(hits.size).toBe(0);
  });
});
