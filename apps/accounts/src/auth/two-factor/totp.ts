import { randomBytes } from 'node:crypto';

import { authenticator } from 'otplib';

/**
 * TOTP (RFC 6238, 30 s steps, 6 digits) with one step of clock drift either way, plus recovery keys.
 */
const totp = authenticator.clone({ window: 1 });

export function newTotpSecret(): string {
  return totp.generateSecret(20);
}

export function totpUri(account: string, secret: string, issuer = 'Mail Platform'): string {
  return totp.keyuri(account, issuer, secret);
}

export function verifyTotp(secret: string, code: unknown): boolean {
  const token = String(code ?? '').replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token) || !secret) return false;
  try {
    return totp.check(token, secret);
  } catch {
    return false;
  }
}

/** The current code, for tests and the CLI. */
export function currentTotp(secret: string): string {
  return totp.generate(secret);
}

/** `XXXX-XXXX-XXXX-XXXX` from an unambiguous alphabet. */
export function newRecoveryKey(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

export function sameRecoveryKey(stored: string, given: unknown): boolean {
  const normalize = (v: string) => v.replace(/[\s-]/g, '').toUpperCase();
  const g = normalize(String(given ?? ''));
  return Boolean(stored) && g.length > 0 && normalize(stored) === g;
}
