import { type CommandError } from '@mail/contracts';

import { checkSecondFactor } from './two-factor-gate';
import { currentTotp, newRecoveryKey, newTotpSecret } from './totp';

const codes = { missing: { code: 101, message: '2FA code required' }, wrong: { code: 6, message: 'Invalid 2FA code' } };

function codeOf(work: () => unknown): number | string {
  try {
    return work() as string;
  } catch (error) {
    return (error as CommandError).failure.errors[0].code;
  }
}

describe('checkSecondFactor', () => {
  const account = { tfa_enabled: true, tfa_secret: newTotpSecret(), tfa_recovery_key: newRecoveryKey() };

  it('does nothing when 2FA is off', () => {
    expect(checkSecondFactor({ ...account, tfa_enabled: false }, {}, codes)).toBe('not-required');
  });

  it('requires a code (101) and rejects a wrong one (6)', () => {
    expect(codeOf(() => checkSecondFactor(account, {}, codes))).toBe(101);
    expect(codeOf(() => checkSecondFactor(account, { tfacode: '000000x' }, codes))).toBe(6);
  });

  it('passes with the current code and recovers with the recovery key', () => {
    expect(checkSecondFactor(account, { tfacode: currentTotp(account.tfa_secret) }, codes)).toBe('passed');
    expect(checkSecondFactor(account, { tfarecoverycode: account.tfa_recovery_key.toLowerCase() }, codes)).toBe('recovered');
    expect(codeOf(() => checkSecondFactor(account, { tfarecoverycode: 'WRONG-KEY' }, codes))).toBe(6);
  });
});
