/**
 * The server sends a public page's prerendered HTML (decision 0020) for its path, compressed when
 * the browser accepts it, and the empty page for everything else.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '#tests/support/setup-test-app';

const SHELL = '<!doctype html><div id="root"></div>';
const LOGIN = '<!doctype html><div id="root"><h1>Sign in</h1></div>';
const ARTICLE = '<!doctype html><div id="root"><h1>Mock calls</h1></div>';

let webRoot: string;
beforeAll(() => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'wea-pages-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), SHELL);
  fs.mkdirSync(path.join(webRoot, 'pages', 'knowledge-base', 'training'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'pages', 'login.html'), LOGIN);
  fs.writeFileSync(path.join(webRoot, 'pages', 'login.html.br'), brotliCompressSync(LOGIN));
  fs.writeFileSync(path.join(webRoot, 'pages', 'knowledge-base', 'training', 'mock-calls.html'), ARTICLE);
});
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));
const t = setupTestApp({}, () => ({ webRoot }));

describe('prerendered pages', () => {
  it('answers a public path with its page, with or without a trailing slash', async () => {
    for (const url of ['/knowledge-base/training/mock-calls', '/knowledge-base/training/mock-calls/']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(ARTICLE);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the Brotli copy to a browser that accepts it', async () => {
    const res = await t.request({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(brotliCompressSync(LOGIN))).toBe(true);
  });

  it('answers a path with a query string, or without a page, with the empty page', async () => {
    for (const url of ['/login?next=1', '/agent', '/knowledge-base/training']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.body, url).toBe(SHELL);
    }
  });
});
