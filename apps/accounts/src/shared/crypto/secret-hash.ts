import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** sha256 hex: how session tokens, API keys and captcha answers are stored and looked up (and the edge's cache key). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export function md5Hex(value: string): string {
  return createHash('md5').update(value, 'utf8').digest('hex');
}

/** Opaque random token, URL-safe. 32 bytes = 256 bits. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Constant-time comparison of two hex digests (or any two strings). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
