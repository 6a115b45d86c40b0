import * as crypto from 'node:crypto';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** crypto.hash (Node ≥ 20.12): the one-shot digest, about a third of createHash's cost for a short string; older Nodes hash the usual way */
const oneShot: ((algorithm: string, data: string, encoding: 'hex') => string) | undefined = (crypto as { hash?: typeof crypto.hash }).hash;

/**
 * High-entropy credentials the platform generates (API keys, SMTP relay passwords) are stored as sha256 hex and
 * looked up by it: a slow password hash adds nothing to 192 random bits and would cost every request.
 */
export function tokenHash(token: string): string {
  return oneShot ? oneShot('sha256', token, 'hex') : createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new random credential: `prefix` + 32 url-safe characters (192 bits). */
export function newToken(prefix = ''): string {
  return prefix + randomBytes(24).toString('base64url');
}

/** Whether `token` hashes to `hash`, in constant time. */
export function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(tokenHash(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
