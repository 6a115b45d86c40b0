import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

import type { Keyring } from './keyring';

const MAC_BYTES = 16;
const SAFE_PAYLOAD = /^[A-Za-z0-9_~-]+(?:\.[A-Za-z0-9_~-]+)*$/;

/**
 * Tamper-proof tokens for public URLs (tracking pixels, click redirects, one-click unsubscribe links):
 * `<payload>.<kid>.<mac>`, the MAC an HMAC-SHA-256 (truncated to 128 bits) under a key derived from the keyring
 * for one purpose, so a token of one purpose never verifies as another. The payload is readable, not secret.
 * Rotating SECRETS_KEYS keeps old links working while the old key stays in the ring.
 *
 * The MAC covers the payload, or (`seal`) a text several payloads stand for: a sender of many URLs per
 * recipient signs the recipient once and the verifier names what each payload stands for.
 */
export class TokenSigner {
  private readonly keys = new Map<string, Buffer>();

  constructor(
    private readonly keyring: Keyring,
    purpose: string,
  ) {
    for (const [kid, key] of keyring.keys) this.keys.set(kid, Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `mail-token:${purpose}`, 32)));
  }

  /** payload: dot-separated URL-safe parts (letters, digits, `-`, `_`, `~`) */
  sign(payload: string): string {
    return `${payload}.${this.seal(payload)}`;
  }

  /** `<kid>.<mac>` of `signed` (URL-safe parts, as a payload): appended to each payload that stands for it */
  seal(signed: string): string {
    if (!SAFE_PAYLOAD.test(signed)) throw new Error('token payload must be URL-safe parts separated by dots');
    const kid = this.keyring.activeKeyId;
    return `${kid}.${this.mac(this.keys.get(kid) as Buffer, signed).toString('base64url')}`;
  }

  /**
   * The payload of a genuine token, or undefined for anything else (never throws). `signedBy` lists what the
   * MAC may cover for a well-formed payload (default: the payload itself); the first that matches wins.
   */
  verify(token: string, signedBy: (payload: string) => string[] = (payload) => [payload]): string | undefined {
    const macAt = token.lastIndexOf('.');
    const kidAt = token.lastIndexOf('.', macAt - 1);
    if (kidAt <= 0) return undefined;
    const payload = token.slice(0, kidAt);
    const key = this.keys.get(token.slice(kidAt + 1, macAt));
    const given = Buffer.from(token.slice(macAt + 1), 'base64url');
    if (!key || given.length !== MAC_BYTES || !SAFE_PAYLOAD.test(payload)) return undefined;
    return signedBy(payload).some((signed) => timingSafeEqual(given, this.mac(key, signed))) ? payload : undefined;
  }

  private mac(key: Buffer, payload: string): Buffer {
    return createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);
  }
}
