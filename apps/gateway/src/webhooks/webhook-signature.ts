/** The header every webhook POST carries: `sha256=` + hex HMAC-SHA256 of the raw body under the domain's signing key. */
export const SIGNATURE_HEADER = 'X-Gateway-Signature';

export { bodySignature as webhookSignature } from '@mail/outbound-http';
