import { createHmac, timingSafeEqual } from 'node:crypto';

/** The generic JSON endpoint's signature (X-SMS-Signature): hex HMAC-SHA256 of the raw body, keyed with the events secret. */
export function eventsSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

export function eventsSignatureValid(secret: string, body: string, given: string): boolean {
  const expected = Buffer.from(eventsSignature(secret, body));
  const actual = Buffer.from(given.trim().toLowerCase());
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
