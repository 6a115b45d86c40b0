import { authenticator } from 'otplib';

import { currentTotp, newRecoveryKey, newTotpSecret, sameRecoveryKey, totpUri, verifyTotp } from './totp';

describe('totp', () => {
  it('accepts the current code and rejects others', () => {
    const secret = newTotpSecret();
    const code = currentTotp(secret);
    expect(verifyTotp(secret, code)).toBe(true);
    expect(verifyTotp(secret, Number(code) === 0 ? '000001' : String((Number(code) + 1) % 1_000_000).padStart(6, '0'))).toBe(false);
    expect(verifyTotp(secret, '12345')).toBe(false);
    expect(verifyTotp(secret, undefined)).toBe(false);
    expect(verifyTotp('', code)).toBe(false);
  });

  it('tolerates one step of clock drift', () => {
    const secret = newTotpSecret();
    const previous = authenticator.clone({ epoch: Date.now() - 30_000 }).generate(secret);
    expect(verifyTotp(secret, previous)).toBe(true);
    const old = authenticator.clone({ epoch: Date.now() - 120_000 }).generate(secret);
    expect(verifyTotp(secret, old)).toBe(old === currentTotp(secret));
  });

  it('builds an otpauth URI for QR codes', () => {
    expect(totpUri('alice', 'JBSWY3DPEHPK3PXP')).toMatch(/^otpauth:\/\/totp\/Mail%20Platform:alice\?secret=JBSWY3DPEHPK3PXP/);
  });

  it('makes recovery keys that compare loosely', () => {
    const key = newRecoveryKey();
    expect(key).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(sameRecoveryKey(key, key.toLowerCase().replace(/-/g, ' '))).toBe(true);
    expect(sameRecoveryKey(key, 'AAAA-BBBB')).toBe(false);
    expect(sameRecoveryKey('', '')).toBe(false);
  });
});
