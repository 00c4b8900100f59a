/**
 * Security headers (ASVS 3.4) on HTML pages, API answers, errors and downloads alike.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient, makeUser } from '../support/clients';
import { setupTestApp } from '../support/setup-test-app';

let webRoot: string;
let adminCookie: string;
let clientUrl: string;
beforeAll(() => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'wea-web-'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>CRM</title><div id="root"></div>',
  );
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)');
});
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));
const t = setupTestApp({}, () => ({ webRoot }));
beforeAll(async () => {
  const agent = await makeUser(t);
  adminCookie = (await makeUser(t, { role: 'admin' })).cookie;
  clientUrl = `/api/clients/${(await makeClient(t, agent)).id}`;
});

const REQUIRED_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

function expectSecurityHeaders(label: string, headers: Record<string, unknown>): void {
  const csp = String(headers['content-security-policy'] ?? '');
  for (const directive of REQUIRED_CSP) expect(csp, `${label}: CSP`).toContain(directive);
  expect(csp, `${label}: no inline or eval scripts`).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], label).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], label).toBe('same-origin');
  expect(headers['x-powered-by'], label).toBeUndefined();
  // HSTS only behind https (sessions.api.test.ts checks that side).
  expect(headers['strict-transport-security'], label).toBeUndefined();
}

describe('security headers', () => {
  it('are on HTML pages, the SPA fallback and static assets', async () => {
    for (const url of ['/', '/admin/clients', '/kb/some-page', '/assets/app-1234.js']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(url, res.headers);
    }
    const page = await t.request({ method: 'GET', url: '/admin/clients' });
    expect(String(page.headers['content-type'])).toMatch(/^text\/html/);
  });

  it('are on API answers, errors and the CSV download', async () => {
    const cases: [string, string | undefined, number][] = [
      ['/api/health', undefined, 200],
      ['/api/me', undefined, 401],
      ['/api/nope', undefined, 404],
      ['/api/clients?page=0', adminCookie, 400],
      [clientUrl, adminCookie, 200],
      ['/api/clients/export.csv', adminCookie, 200],
    ];
    for (const [url, cookie, status] of cases) {
      const res = await t.request({ method: 'GET', url, cookie });
      expect(res.statusCode, url).toBe(status);
      expectSecurityHeaders(url, res.headers);
    }
  });

  it('are on answers the router gives before any route runs', async () => {
    for (const url of ['/api/clients/%E0%A4%A', `/api/clients/${'x'.repeat(500)}`]) {
      const res = await t.request({ method: 'GET', url, cookie: adminCookie });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().error.code).toBeTypeOf('string');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keep secrets and personal data out of caches', async () => {
    const reveal = await t.request({
      method: 'GET',
      url: `${clientUrl}/trading-password`,
      cookie: adminCookie,
    });
    expect(reveal.headers['cache-control']).toBe('no-store');
    const csv = await t.request({ method: 'GET', url: '/api/clients/export.csv', cookie: adminCookie });
    expect(csv.headers['cache-control']).toBe('no-store');
  });
});
