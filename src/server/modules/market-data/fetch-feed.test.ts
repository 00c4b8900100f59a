import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedFetchError, fetchText } from './fetch-feed';
import { startTestServer, type TestServer } from './test-helpers';

const TEN_MB = 10 * 1024 * 1024;
const opts = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024 };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    res.on('error', () => undefined);
    switch (req.url) {
      case '/ok':
        res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end('<rss>€</rss>');
        return;
      case '/latin1':
        res
          .writeHead(200, { 'content-type': 'text/xml; charset=ISO-8859-1' })
          .end(Buffer.from([0x3c, 0xe9, 0x3e]));
        return;
      case '/huge-declared':
        res.writeHead(200, { 'content-length': String(TEN_MB) }).end(Buffer.alloc(TEN_MB, 0x61));
        return;
      case '/huge-streamed':
        // No Content-Length: the limit has to be enforced while reading.
        res.writeHead(200, { 'content-type': 'text/plain' }).end(Buffer.alloc(TEN_MB, 0x61));
        return;
      case '/exact-limit':
        res.writeHead(200, { 'content-length': '10' }).end('0123456789');
        return;
      case '/missing':
        res.writeHead(404).end('not here');
        return;
      case '/broken':
        res.writeHead(503).end('down');
        return;
      case '/silent':
        return; // never answers
      case '/stalls-mid-body':
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('partial');
        return; // never ends
      default:
        res.writeHead(500).end();
    }
  });
});

afterAll(async () => {
  await server.close();
});

describe('fetchText', () => {
  it('returns the body decoded as UTF-8 by default', async () => {
    await expect(fetchText(server.url('/ok'), opts)).resolves.toBe('<rss>€</rss>');
  });

  it('honours the charset of the Content-Type', async () => {
    await expect(fetchText(server.url('/latin1'), opts)).resolves.toBe('<é>');
  });

  it('refuses a 10 MB response announced by Content-Length', async () => {
    await expect(fetchText(server.url('/huge-declared'), opts)).rejects.toThrow(
      /larger than the 2097152-byte limit/,
    );
  });

  it('refuses a 10 MB response without Content-Length while streaming', async () => {
    await expect(fetchText(server.url('/huge-streamed'), opts)).rejects.toThrow(FeedFetchError);
  });

  it('accepts a body exactly at the limit', async () => {
    await expect(fetchText(server.url('/exact-limit'), { ...opts, maxBytes: 10 })).resolves.toBe(
      '0123456789',
    );
  });

  it('times out when the server never answers', async () => {
    await expect(fetchText(server.url('/silent'), { ...opts, timeoutMs: 200 })).rejects.toThrow(
      'Feed did not answer within 200 ms.',
    );
  });

  it('times out when the body stalls', async () => {
    await expect(fetchText(server.url('/stalls-mid-body'), { ...opts, timeoutMs: 200 })).rejects.toThrow(
      /did not answer/,
    );
  });

  it.each([
    ['/missing', 404],
    ['/broken', 503],
  ])('treats %s (HTTP %i) as an error', async (path, status) => {
    await expect(fetchText(server.url(path), opts)).rejects.toThrow(`Feed responded with HTTP ${status}.`);
  });

  it('reports a refused connection without the URL', async () => {
    const closed = await startTestServer(() => undefined);
    const url = closed.url('/feed?apiKey=secret');
    await closed.close();
    const error = await fetchText(url, opts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedFetchError);
    expect(String(error)).not.toContain('secret');
  });

  it.each(['file:///etc/passwd', 'javascript:alert(1)', 'ftp://example.com/feed', '/relative'])(
    'only fetches http(s) URLs, not %s',
    async (url) => {
      let called = false;
      const fetchImpl: typeof fetch = async () => {
        called = true;
        return new Response('');
      };
      await expect(fetchText(url, { ...opts, fetchImpl })).rejects.toThrow(/absolute http or https URL/);
      expect(called).toBe(false);
    },
  );
});
