import { createHmac, timingSafeEqual } from 'node:crypto';

/** how far a signed timestamp may be from our clock: a captured request cannot be replayed later */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * `X-Webhook-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">` with `X-Webhook-Timestamp: <unix seconds>`,
 * keyed with BOUNCE_WEBHOOK_SECRET.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function verifyWebhookSignature(secret: string, timestamp: string, signature: string, body: string, nowSeconds = Date.now() / 1000): boolean {
  const ts = Number(timestamp);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - ts) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook(secret, ts, body));
  const given = Buffer.from(signature.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
