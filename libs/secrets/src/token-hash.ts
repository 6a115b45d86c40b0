import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * High-entropy credentials the platform generates (API keys, SMTP relay passwords) are stored as sha256 hex and
 * looked up by it: a slow password hash adds nothing to 192 random bits and would cost every request.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
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
