import * as argon2 from 'argon2';

import { md5Hex } from './secret-hash';

/**
 * Passwords are stored as argon2id(md5hex(password)). A client that sends `PasswordEncrypted=true`
 * sends md5hex(password) itself, so both forms verify against the same hash without ever storing
 * the weak MD5 digest.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** A hash of a random value, verified when the account does not exist so that timing does not tell. */
let decoy: Promise<string> | undefined;

export function normalizePassword(password: string, alreadyMd5: boolean): string {
  return alreadyMd5 ? password.trim().toLowerCase() : md5Hex(password);
}

export async function hashPassword(password: string, alreadyMd5 = false): Promise<string> {
  return argon2.hash(normalizePassword(password, alreadyMd5), OPTIONS);
}

export async function verifyPassword(hash: string | undefined, password: string, alreadyMd5 = false): Promise<boolean> {
  const digest = normalizePassword(password, alreadyMd5);
  if (!hash) {
    decoy ??= argon2.hash('decoy-password', OPTIONS);
    await argon2.verify(await decoy, digest).catch(() => false);
    return false;
  }
  return argon2.verify(hash, digest).catch(() => false);
}
