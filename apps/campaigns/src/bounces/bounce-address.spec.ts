import { randomBytes } from 'node:crypto';

import { parseKeyring, TokenSigner } from '@mail/secrets';

import { encodeTrackingPayload, TrackingTokens } from '../engagement/tracking-token';
import { base32, fromBase32 } from './base32';
import { BounceAddresses } from './bounce-address';

describe(BounceAddresses.name, () => {
  const keyring = parseKeyring(`Key1:${randomBytes(32).toString('base64')}`);
  const addresses = new BounceAddresses(keyring);
  const target = { campaignId: 42, run: 2, recipientId: 123456 };

  it('round-trips a recipient through a VERP address on any domain', () => {
    const address = addresses.address('bounce.example.com', target);
    expect(address).toMatch(/^bounces\+[a-z0-9.]+@bounce\.example\.com$/);
    expect(address.split('@')[0].length).toBeLessThanOrEqual(64);
    expect(addresses.verify(address)).toEqual(target);
    expect(addresses.verify(address.replace('@bounce.example.com', '@other.example'))).toEqual(target);
  });

  it('verifies an address whose case a mail system changed', () => {
    const address = addresses.address('Bounce.Example.com', target);
    expect(addresses.verify(address.toUpperCase())).toEqual(target);
    expect(addresses.verify(address.toLowerCase())).toEqual(target);
  });

  it('still verifies addresses of the earlier format (base64url MAC) as they were sent', () => {
    const old = `bounces+${new TokenSigner(keyring, 'campaign-bounce').sign(encodeTrackingPayload({ kind: 'o', ...target }))}@b.example`;
    expect(addresses.verify(old)).toEqual(target);
  });

  it('refuses changed ids, other prefixes and tracking tokens', () => {
    const address = addresses.address('b.example', target);
    expect(addresses.verify(address.replace('o.16.2.', 'o.17.2.'))).toBeUndefined();
    expect(addresses.verify(address.replace('bounces+', 'bounce+'))).toBeUndefined();
    // every other last character: those differing only in the unused trailing bits too
    const changed = [...'abcdefghijklmnopqrstuvwxyz234567'].map((ch) => address.replace(/.@/, `${ch}@`)).filter((a) => a !== address);
    expect(changed.filter((a) => addresses.verify(a) !== undefined)).toEqual([]);
    const open = new TrackingTokens(keyring).sign({ kind: 'o', ...target });
    expect(addresses.verify(`bounces+${open}@b.example`)).toBeUndefined();
  });
});

describe(base32.name, () => {
  it('round-trips bytes in lower case', () => {
    const bytes = randomBytes(16);
    expect(base32(bytes)).toMatch(/^[a-z2-7]{26}$/);
    expect(fromBase32(base32(bytes).toUpperCase())).toEqual(bytes);
    expect(base32(Buffer.from('foobar'))).toBe('mzxw6ytboi');
    expect(fromBase32('not base32!')).toBeUndefined();
  });
});
