import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, isPrivateUrl } from './address-guard';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './retry-delay';
import { sendWebhook } from './send-webhook';

describe('private addresses', () => {
  it('refuses loopback, private, link-local, CGNAT, mapped and unspecified addresses, not public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.5',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
    expect(isPrivateUrl('http://LOCALHOST./x')).toBe(true);
    expect(isPrivateUrl('http://app.localhost/x')).toBe(true);
    expect(isPrivateUrl('https://[fe80::1]/x')).toBe(true);
    expect(isPrivateUrl('https://example.com/x')).toBe(false);
  });
});

describe('retry delays', () => {
  it('double from the base, with at most a fifth added, up to an hour', () => {
    expect(retryDelayMs(1, 10_000, () => 0)).toBe(10_000);
    expect(retryDelayMs(2, 10_000, () => 0)).toBe(20_000);
    expect(retryDelayMs(4, 10_000, () => 0)).toBe(80_000);
    expect(retryDelayMs(3, 10_000, () => 1)).toBe(48_000);
    expect(retryDelayMs(40, 10_000, () => 0)).toBe(MAX_RETRY_DELAY_MS);
  });
});

describe('sendWebhook', () => {
  let server: http.Server;
  let base = '';
  const seen: string[] = [];
  const unhurried = { inFlight: 0, most: 0 };
  const servedSockets = new WeakSet<object>();
  const reusedSockets = new WeakSet<object>();
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      const firstOnSocket = !servedSockets.has(req.socket);
      servedSockets.add(req.socket);
      if (!firstOnSocket) reusedSockets.add(req.socket);
      if (req.url === '/moved') res.writeHead(302, { location: '/target' }).end();
      else if (req.url === '/slow') setTimeout(() => res.writeHead(204).end(), 1_000);
      else if (req.url === '/unhurried') {
        // Counts how many sends are in at once before answering each.
        unhurried.inFlight++;
        unhurried.most = Math.max(unhurried.most, unhurried.inFlight);
        setTimeout(() => {
          unhurried.inFlight--;
          res.writeHead(204).end();
        }, 300);
      }
      // Hangs up on a request that comes over a kept-alive connection, as a receiver does that
      // closes an idle connection just as it is reused.
      else if (req.url === '/hang-up-reused' && reusedSockets.has(req.socket)) req.socket.destroy();
      else res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const send = (url: string, allowPrivate = true, timeoutMs?: number) =>
    sendWebhook({ url, body: '{}', headers: {}, allowPrivate, ...(timeoutMs ? { timeoutMs } : {}) });

  it('delivers to an allowed receiver', async () => {
    expect(await send(`${base}/ok`)).toEqual({ ok: true, status: 204 });
  });

  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    const result = await send(`${base}/moved`);
    expect(result).toMatchObject({ ok: false, status: 302 });
    expect(seen).not.toContain('/target');
  });

  it('refuses a loopback literal and a name that resolves to loopback unless private addresses are allowed', async () => {
    const port = new URL(base).port;
    expect(await send(`${base}/ok`, false)).toMatchObject({ ok: false, status: null });
    const byName = await send(`http://localhost:${port}/ok`, false);
    expect(byName).toMatchObject({ ok: false, status: null });
    expect(byName.ok ? '' : byName.error).toContain('private');
    expect(await send(`http://localhost:${port}/ok`, true)).toEqual({ ok: true, status: 204 });
    // The connection kept from the allowed send is not lent to one that refuses private addresses.
    expect(await send(`http://localhost:${port}/ok`, false)).toMatchObject({ ok: false, status: null });
  });

  it('keeps the connection for the next delivery to the same receiver', async () => {
    let connections = 0;
    const count = () => connections++;
    server.on('connection', count);
    try {
      for (let i = 0; i < 5; i++) expect(await send(`${base}/ok`)).toEqual({ ok: true, status: 204 });
    } finally {
      server.off('connection', count);
    }
    expect(connections).toBeLessThanOrEqual(1);
  });

  it('sends again on a new connection when a kept-alive one is hung up on', async () => {
    expect(await send(`${base}/ok`)).toEqual({ ok: true, status: 204 });
    expect(await send(`${base}/hang-up-reused`)).toEqual({ ok: true, status: 204 });
  });

  it('sends a whole round at once: none waits for another to free its connection', async () => {
    const results = await Promise.all(Array.from({ length: 60 }, () => send(`${base}/unhurried`)));
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(unhurried.most).toBe(60);
  });

  it('gives up after the time limit', async () => {
    expect(await send(`${base}/slow`, true, 200)).toMatchObject({ ok: false, status: null });
  });

  it('sends nothing to other schemes', async () => {
    expect(await send('ftp://127.0.0.1/x')).toMatchObject({ ok: false, status: null });
  });
});
