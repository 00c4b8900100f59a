import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `X-Signature` of a delivery: `sha256=` and the hex HMAC-SHA256, keyed with the endpoint's
 * secret, of the `X-Timestamp` value, a dot and the raw body (docs/webhooks.md).
 */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The receiver's check, as docs/webhooks.md describes it; the tests verify deliveries with it. */
export function verifyWebhookSignature(
  secret: string,
  timestamp: string,
  body: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
