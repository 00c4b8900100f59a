import { createHmac, timingSafeEqual } from 'node:crypto';

// better-auth's signed cookies, read and written as better-call (its HTTP layer) does: the value
// is `value.base64(HMAC-SHA256(secret, value))`, URL-encoded.

/** Cookies of a Cookie header: the first of a name wins; values are trimmed, unquoted and URL-decoded. */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const key = part.slice(0, eq).trim();
    if (cookies.has(key)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      cookies.set(key, value.includes('%') ? decodeURIComponent(value) : value);
    } catch {
      cookies.set(key, value);
    }
  }
  return cookies;
}

/** The value of a signed cookie, or null if unsigned or forged. */
export function verifiedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/** A signed cookie value as better-call writes it (before the cookie's attributes). */
export function signedValue(value: string, secret: string): string {
  return encodeURIComponent(`${value}.${createHmac('sha256', secret).update(value).digest('base64')}`);
}

export type CookieAttributes = {
  maxAge?: number;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
};

/** A Set-Cookie value with its attributes in better-call's order, so ours read like better-auth's. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  let cookie = `${name}=${value}`;
  if (attributes.maxAge !== undefined) cookie += `; Max-Age=${Math.floor(attributes.maxAge)}`;
  if (attributes.path) cookie += `; Path=${attributes.path}`;
  if (attributes.httpOnly) cookie += '; HttpOnly';
  if (attributes.secure) cookie += '; Secure';
  if (attributes.sameSite) {
    cookie += `; SameSite=${attributes.sameSite.charAt(0).toUpperCase()}${attributes.sameSite.slice(1)}`;
  }
  return cookie;
}
