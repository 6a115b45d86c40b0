import { hashPassword, normalizePassword, verifyPassword } from './password-hasher';
import { md5Hex } from './secret-hash';

describe('password hasher', () => {
  it('verifies the plain password and its MD5 digest against one stored hash', async () => {
    const hash = await hashPassword('S3cret!');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    await expect(verifyPassword(hash, 'S3cret!')).resolves.toBe(true);
    await expect(verifyPassword(hash, md5Hex('S3cret!'), true)).resolves.toBe(true);
    await expect(verifyPassword(hash, md5Hex('S3cret!').toUpperCase(), true)).resolves.toBe(true);
  });

  it('rejects a wrong password, an MD5 sent as plain text, and a missing hash', async () => {
    const hash = await hashPassword('S3cret!');
    await expect(verifyPassword(hash, 'wrong')).resolves.toBe(false);
    await expect(verifyPassword(hash, md5Hex('S3cret!'))).resolves.toBe(false);
    await expect(verifyPassword(undefined, 'S3cret!')).resolves.toBe(false);
  });

  it('hashes an MD5-digest password like the plain one', async () => {
    const hash = await hashPassword(md5Hex('abc'), true);
    await expect(verifyPassword(hash, 'abc')).resolves.toBe(true);
    expect(normalizePassword('abc', false)).toBe(md5Hex('abc'));
  });
});
