import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress, literalAddress } from './address-guard';

export const SEND_TIMEOUT_MS = 5_000;
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
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
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
        lookup: guardedLookup(options.allowPrivate),
        // One connection per delivery: a kept-alive socket would skip the address check next time.
        agent: false,
      },
      (res) => {
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
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, status: null, error: `no answer within ${timeoutMs / 1000} s` });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error) => {
      const message =
        error instanceof PrivateAddressError ? error.message : `could not connect: ${error.message}`;
      finish({ ok: false, status: null, error: message.slice(0, 300) });
    });
    req.end(options.body);
  });
}
