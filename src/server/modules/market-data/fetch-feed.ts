import { parseHttpUrl } from './http-url';

/** A feed that could not be downloaded. Messages never include the URL, which may carry an API key. */
export class FeedFetchError extends Error {
  override readonly name = 'FeedFetchError';
}

export type FetchTextOptions = {
  timeoutMs: number;
  maxBytes: number;
  fetchImpl?: typeof fetch;
};

function decoderFor(contentType: string | null): TextDecoder {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

function tooLarge(maxBytes: number): FeedFetchError {
  return new FeedFetchError(`Feed is larger than the ${maxBytes}-byte limit.`);
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const body = response.body;
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return decoderFor(response.headers.get('content-type')).decode(bytes);
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  // undici reports "fetch failed" and hides the reason (ECONNREFUSED, ENOTFOUND, …) in `cause`.
  const cause = error.cause;
  if (!(cause instanceof Error)) return error.message;
  const code = 'code' in cause && typeof cause.code === 'string' ? cause.code : cause.message;
  return `${error.message} (${code})`;
}

/**
 * Downloads a text document over http(s) within `timeoutMs` (headers and body together) and at most
 * `maxBytes`, checking Content-Length first and counting while streaming, since it may be absent or wrong.
 */
export async function fetchText(url: string, opts: FetchTextOptions): Promise<string> {
  const target = parseHttpUrl(url);
  if (!target) throw new FeedFetchError('Feed URL must be an absolute http or https URL.');
  const fetchImpl = opts.fetchImpl ?? fetch;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs);
  try {
    const response = await fetchImpl(target, {
      signal: controller.signal,
      redirect: 'follow',
      headers: {
        accept: 'application/rss+xml, application/atom+xml, application/json, text/xml;q=0.9, */*;q=0.8',
      },
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new FeedFetchError(`Feed responded with HTTP ${response.status}.`);
    }
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (Number.isFinite(declared) && declared > opts.maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw tooLarge(opts.maxBytes);
    }
    return await readCapped(response, opts.maxBytes);
  } catch (error) {
    if (timedOut) throw new FeedFetchError(`Feed did not answer within ${opts.timeoutMs} ms.`);
    if (error instanceof FeedFetchError) throw error;
    throw new FeedFetchError(`Feed request failed: ${describeFailure(error)}.`);
  } finally {
    clearTimeout(timer);
  }
}
