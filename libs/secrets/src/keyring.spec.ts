import { randomBytes } from 'node:crypto';

import { KeyringError, parseKeyring } from './keyring';

describe(parseKeyring.name, () => {
  const a = randomBytes(32).toString('base64');
  const b = randomBytes(32).toString('base64');

  it('reads kid:base64 entries, the first one active', () => {
    const keyring = parseKeyring(` new:${a} , old:${b}`);
    expect(keyring.activeKeyId).toBe('new');
    expect([...keyring.keys.keys()]).toEqual(['new', 'old']);
    expect(keyring.keys.get('old')?.toString('base64')).toBe(b);
  });

  it('refuses bad specs without echoing key material', () => {
    expect(() => parseKeyring('')).toThrow(KeyringError);
    expect(() => parseKeyring(`bad id:${a}`)).toThrow(/entry 1/);
    expect(() => parseKeyring(`k:${randomBytes(16).toString('base64')}`)).toThrow(/must be 32 bytes/);
    expect(() => parseKeyring(`k:${a},k:${b}`)).toThrow(/twice/);
    let message = '';
    try {
      parseKeyring(`k:${a.slice(0, 20)}`);
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/must be 32 bytes/);
    expect(message).not.toContain(a.slice(0, 20));
  });
});
