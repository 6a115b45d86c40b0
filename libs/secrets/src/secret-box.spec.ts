import { randomBytes } from 'node:crypto';

import { formatKeyEntry, parseKeyring } from './keyring';
import { SecretBox } from './secret-box';

describe(SecretBox.name, () => {
  const k1 = formatKeyEntry('k1', randomBytes(32));
  const k2 = formatKeyEntry('k2', randomBytes(32));

  it('opens plaintext from before encryption as is, and reports what a re-encryption pass must rewrite', () => {
    const box = new SecretBox(parseKeyring(k1), 'ctx');
    expect(box.open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.needsRewrap('JBSWY3DPEHPK3PXP')).toBe(true);
    const sealed = box.rewrap('JBSWY3DPEHPK3PXP');
    expect(box.needsRewrap(sealed)).toBe(false);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');

    const rotated = new SecretBox(parseKeyring(`${k2},${k1}`), 'ctx');
    expect(rotated.needsRewrap(sealed)).toBe(true);
    expect(new SecretBox(parseKeyring(k2), 'ctx').open(rotated.rewrap(sealed))).toBe('JBSWY3DPEHPK3PXP');
  });

  it('binds a secret to its context', () => {
    const keyring = parseKeyring(k1);
    expect(() => new SecretBox(keyring, 'b').open(new SecretBox(keyring, 'a').seal('x'))).toThrow(/failed authentication/);
  });
});
