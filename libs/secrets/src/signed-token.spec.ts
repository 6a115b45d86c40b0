import { randomBytes } from 'node:crypto';

import { parseKeyring } from './keyring';
import { TokenSigner } from './signed-token';

const key = () => randomBytes(32).toString('base64');

describe('TokenSigner', () => {
  const ring = parseKeyring(`k1:${key()}`);
  const signer = new TokenSigner(ring, 'tracking');

  it('verifies its own tokens and returns the payload', () => {
    const token = signer.sign('o.1z.1.2a');
    expect(token.startsWith('o.1z.1.2a.k1.')).toBe(true);
    expect(signer.verify(token)).toBe('o.1z.1.2a');
  });

  it('refuses a changed payload, a changed MAC, a truncated token and garbage', () => {
    const token = signer.sign('c.5.1.9.3');
    expect(signer.verify(token.replace('c.5.', 'c.6.'))).toBeUndefined();
    expect(signer.verify(token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA'))).toBeUndefined();
    expect(signer.verify(token.slice(0, token.lastIndexOf('.')))).toBeUndefined();
    for (const junk of ['', '.', '..', 'a.b', 'x'.repeat(5000), 'o.1.k1.%%%', '\u0000.k1.AAAA']) expect(signer.verify(junk)).toBeUndefined();
  });

  it('never verifies a token of another purpose or another installation', () => {
    const token = signer.sign('u.1.1.1');
    expect(new TokenSigner(ring, 'unsubscribe').verify(token)).toBeUndefined();
    expect(new TokenSigner(parseKeyring(`k1:${key()}`), 'tracking').verify(token)).toBeUndefined();
  });

  it('keeps verifying tokens of a retired key while it stays in the ring', () => {
    const old = parseKeyring(`old:${key()}`);
    const token = new TokenSigner(old, 'tracking').sign('o.1.1.1');
    const rotated = parseKeyring(`new:${key()},old:${old.keys.get('old')!.toString('base64')}`);
    expect(new TokenSigner(rotated, 'tracking').verify(token)).toBe('o.1.1.1');
  });

  it('refuses payloads that are not URL-safe', () => {
    expect(() => signer.sign('a/b')).toThrow();
    expect(() => signer.sign('a..b')).toThrow();
  });
});

describe('TokenSigner seals', () => {
  const signer = new TokenSigner(parseKeyring(`k1:${key()}`), 'tracking');
  const standsFor = (payload: string) => [`r.${payload.split('.').slice(1, 3).join('.')}`];

  it('verifies payloads sealed with what they stand for, and only with it', () => {
    const seal = signer.seal('r.1.2');
    expect(signer.verify(`o.1.2.${seal}`, standsFor)).toBe('o.1.2');
    expect(signer.verify(`c.1.2.9.${seal}`, standsFor)).toBe('c.1.2.9');
    expect(signer.verify(`o.1.3.${seal}`, standsFor)).toBeUndefined();
    expect(signer.verify(`o.1.2.${seal}`)).toBeUndefined();
  });

  it('refuses a seal of text that is not URL-safe', () => {
    expect(() => signer.seal('r/1')).toThrow();
  });
});
