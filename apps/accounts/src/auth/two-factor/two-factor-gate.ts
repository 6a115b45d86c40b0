import { CommandError } from '@mail/contracts';

import { str } from '../../shared/params/param-readers';
import { sameRecoveryKey, verifyTotp } from './totp';

export interface TwoFactorState {
  tfa_enabled: boolean;
  tfa_secret: string;
  tfa_recovery_key: string;
}

export interface TwoFactorCodes {
  missing: { code: number; message: string };
  wrong: { code: number; message: string };
}

/** What a login must do after the password checked out. */
export type TwoFactorOutcome = 'not-required' | 'passed' | 'recovered';

/**
 * Checks the second factor of a login. A recovery key passes and tells the caller to turn 2FA off
 * (spec: "logging in with a recovery code disables two-factor authentication").
 * Throws the caller's codes: users 101 missing / 6 wrong; administrators 101 for both.
 */
export function checkSecondFactor(account: TwoFactorState, params: { tfacode?: unknown; tfarecoverycode?: unknown }, codes: TwoFactorCodes): TwoFactorOutcome {
  if (!account.tfa_enabled) return 'not-required';
  const recovery = str(params.tfarecoverycode)?.trim();
  if (recovery) {
    if (sameRecoveryKey(account.tfa_recovery_key, recovery)) return 'recovered';
    throw new CommandError(codes.wrong.code, codes.wrong.message);
  }
  const code = str(params.tfacode)?.trim();
  if (!code) throw new CommandError(codes.missing.code, codes.missing.message);
  if (!verifyTotp(account.tfa_secret, code)) throw new CommandError(codes.wrong.code, codes.wrong.message);
  return 'passed';
}
