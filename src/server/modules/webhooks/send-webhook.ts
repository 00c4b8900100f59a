import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress, literalAddress } from './address-guard';

export const SEND_TIMEOUT_MS = 5_000;
/**
 * Sends that may be under way to one receiver at once. The delivery worker sends no more than this
 * in a round, so no send waits for a free connection while its time limit runs.
 */
export const MAX_CONCURRENT_SENDS = 100;
/** Enough of a receiver's answer to read its status; the rest is dropped unread. */
const MAX_RESPONSE_BYTES = 4096;

export type SendResult = { ok: true; status: number } | { ok: false; status: number | null; error: string };

export class PrivateAddressError extends Error {}

/**
 * Resolves the host and refuses a private answer at connect time, so the address checked is the
 * address connected to (a name that resolves to a public address when saved and to 127.0.0.1
 * later, DNS rebinding, is refused).
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const usable = addresses.filter((a) => allowPrivate || !isPrivateAddress(a.address));
      if (usable.length === 0) {
        return callback(new PrivateAddressError('refused: the host resolves to a private address'), '', 0);
      }
      if (options.all) return callback(null, usable);
      const first = usable[0];
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

/**
 * Kept-alive connections, one pool per scheme and per private-address rule. A socket is only ever
 * opened through the guarded lookup, so reusing it sends to an address that was checked; the rule
 * is part of the pool's identity so a socket opened while private addresses were allowed never
 * serves a send that refuses them. A new connection per delivery cost a TCP handshake on both
 * sides for every event.
 */
const agents = new Map<string, http.Agent>();
/** What a write to a connection the receiver has just closed fails with. */
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE']);
function agentFor(protocol: 'http:' | 'https:', allowPrivate: boolean): http.Agent {
  const key = `${protocol}${allowPrivate}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = {
      keepAlive: true,
      maxSockets: MAX_CONCURRENT_SENDS,
      maxFreeSockets: 16,
      // Idle connections are closed before a receiver's usual keep-alive limit (Node's is 5 s),
      // so a reuse rarely meets one the receiver is closing.
      timeout: 4_000,
      lookup: guardedLookup(allowPrivate),
    };
    agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

/**
 * POSTs one delivery: http(s) only, redirects never followed (a 3xx is a failed attempt), a 5 s
 * limit on the whole exchange, and the private-address rule applied to the resolved address.
 */
export function sendWebhook(options: {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
  timeoutMs?: number;
}): Promise<SendResult> {
  const url = new URL(options.url);
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.resolve({ ok: false, status: null, error: 'refused: not an http(s) URL' });
  }
  const literal = literalAddress(url.hostname);
  if (literal && !options.allowPrivate && isPrivateAddress(literal)) {
    return Promise.resolve({ ok: false, status: null, error: 'refused: a private address' });
  }
  const protocol = url.protocol;
  const client = protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    let current: http.ClientRequest | null = null;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const onResponse = (res: http.IncomingMessage) => {
      const status = res.statusCode ?? 0;
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_RESPONSE_BYTES) res.destroy();
      });
      const done = () =>
        finish(
          status >= 200 && status < 300
            ? { ok: true, status }
            : { ok: false, status, error: `answered ${status}` },
        );
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    };
    const attempt = (reuse: boolean) => {
      const req = client.request(
        url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(options.body)),
            'user-agent': 'wea-webhooks/1',
            ...options.headers,
          },
          ...(reuse
            ? { agent: agentFor(protocol, options.allowPrivate) }
            : { agent: false, lookup: guardedLookup(options.allowPrivate) }),
        },
        onResponse,
      );
      current = req;
      req.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the receiver closed just as it was reused: once more, on a new
        // connection (receivers take repeats by event id anyway).
        if (reuse && req.reusedSocket && RESET_CODES.has(error.code ?? '') && !settled) return attempt(false);
        const message =
          error instanceof PrivateAddressError ? error.message : `could not connect: ${error.message}`;
        finish({ ok: false, status: null, error: message.slice(0, 300) });
      });
      req.end(options.body);
    };
    const timer = setTimeout(() => {
      finish({ ok: false, status: null, error: `no answer within ${timeoutMs / 1000} s` });
      current?.destroy();
    }, timeoutMs);
    attempt(true);
  });
}
