import { createHmac } from 'node:crypto';

/**
 * The signature of a POST the platform sends to a user's URL (gateway webhooks, list integrations): `sha256=` + hex
 * HMAC-SHA256 of the raw body under the receiver's signing key. The receiver recomputes it over the bytes it got.
 */
export function bodySignature(signingKey: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', signingKey).update(rawBody, 'utf8').digest('hex')}`;
}
