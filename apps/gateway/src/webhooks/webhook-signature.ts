import { createHmac } from 'node:crypto';

/** The header every webhook POST carries: `sha256=` + hex HMAC-SHA256 of the raw body under the domain's signing key. */
export const SIGNATURE_HEADER = 'X-Gateway-Signature';

export function webhookSignature(signingKey: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', signingKey).update(rawBody, 'utf8').digest('hex')}`;
}
