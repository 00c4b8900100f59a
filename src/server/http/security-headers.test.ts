import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it('adds HSTS and upgrade-insecure-requests only behind https', () => {
    const plain = securityHeaders(false);
    const secure = securityHeaders(true);
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(plain['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(secure['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(secure['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('writes the strict policy and the isolation headers', () => {
    const headers = securityHeaders(false);
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;" +
        "font-src 'self';connect-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none';" +
        "form-action 'self'",
    );
    expect(headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
