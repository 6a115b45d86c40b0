import { randomBytes } from 'node:crypto';

import { isSealed, open, rewrap, seal, SecretDecryptError, sealedKeyId } from './envelope';
import { formatKeyEntry, parseKeyring } from './keyring';

const oldKey = formatKeyEntry('k1', randomBytes(32));
const newKey = formatKeyEntry('k2', randomBytes(32));
const k1Only = parseKeyring(oldKey);
const rotated = parseKeyring(`${newKey},${oldKey}`);
const k2Only = parseKeyring(newKey);

describe('sealed secrets (envelope encryption)', () => {
  it('round-trips, with a fresh data key and IV each time', () => {
    const a = seal(k1Only, 'JBSWY3DPEHPK3PXP', 'ctx');
    const b = seal(k1Only, 'JBSWY3DPEHPK3PXP', 'ctx');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^sealed:v1:k1:/);
    expect(a.split(':')).toHaveLength(7);
    expect(isSealed(a)).toBe(true);
    expect(open(k1Only, a, 'ctx')).toBe('JBSWY3DPEHPK3PXP');
    expect(open(k1Only, seal(k1Only, ''), '')).toBe('');
    expect(open(k1Only, seal(k1Only, 'ünïcødé ✓'))).toBe('ünïcødé ✓');
  });

  it('detects tampering with any field, and a different context', () => {
    const sealed = seal(k1Only, 'secret', 'accounts.user.tfa_secret');
    const fields = sealed.split(':');
    for (const index of [3, 4, 5, 6]) {
      const bytes = Buffer.from(fields[index], 'base64url');
      bytes[bytes.length - 1] ^= 1;
      const tampered = [...fields.slice(0, index), bytes.toString('base64url'), ...fields.slice(index + 1)].join(':');
      expect(() => open(k1Only, tampered, 'accounts.user.tfa_secret')).toThrow(SecretDecryptError);
    }
    expect(() => open(k1Only, sealed, 'accounts.administrator.tfa_secret')).toThrow(SecretDecryptError);
    expect(() => open(k1Only, 'JBSWY3DPEHPK3PXP')).toThrow(/not a sealed secret/);
  });

  it('rotates: the old key still opens, new secrets use the first key, rewrap moves old ones', () => {
    const before = seal(k1Only, 'rotate-me');
    expect(open(rotated, before)).toBe('rotate-me');
    expect(sealedKeyId(seal(rotated, 'x'))).toBe('k2');
    const after = rewrap(rotated, before);
    expect(sealedKeyId(after)).toBe('k2');
    expect(after.split(':')[6]).toBe(before.split(':')[6]); // only the data key was re-wrapped
    expect(open(k2Only, after)).toBe('rotate-me');
    expect(rewrap(rotated, after)).toBe(after);
  });

  it('fails cleanly with a wrong or missing key', () => {
    const sealed = seal(k1Only, 'x');
    expect(() => open(k2Only, sealed)).toThrow(new SecretDecryptError('sealed secret uses key "k1", which is not in the keyring'));
    const impostor = parseKeyring(formatKeyEntry('k1', randomBytes(32)));
    expect(() => open(impostor, sealed)).toThrow(/does not open with key "k1"/);
  });
});
