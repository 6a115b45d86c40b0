import { randomBytes } from 'node:crypto';

/** The secret of a pending opt-in (what the confirm and reject links carry): 128 random bits, hex. */
export function newConfirmationCode(): string {
  return randomBytes(16).toString('hex');
}
