import { randomBytes } from 'node:crypto';

import { parseKeyring } from '@mail/secrets';

import { TrackingTokens } from '../tracking/tracking-token';
import { BounceAddresses } from './bounce-address';

describe(BounceAddresses.name, () => {
  const keyring = parseKeyring(`k1:${randomBytes(32).toString('base64')}`);
  const addresses = new BounceAddresses(keyring);
  const target = { campaignId: 42, run: 2, recipientId: 123456 };

  it('round-trips a recipient through a VERP address on any domain', () => {
    const address = addresses.address('bounce.example.com', target);
    expect(address).toMatch(/^bounces\+[A-Za-z0-9_.~-]+@bounce\.example\.com$/);
    expect(addresses.verify(address)).toEqual(target);
    expect(addresses.verify(address.replace('@bounce.example.com', '@other.example'))).toEqual(target);
    expect(addresses.verify(address.replace('bounces+', 'Bounces+'))).toEqual(target);
  });

  it('refuses changed ids, other prefixes and tracking tokens', () => {
    const address = addresses.address('b.example', target);
    expect(addresses.verify(address.replace('o.16.2.', 'o.17.2.'))).toBeUndefined();
    expect(addresses.verify(address.replace('bounces+', 'bounce+'))).toBeUndefined();
    const open = new TrackingTokens(keyring).sign({ kind: 'o', ...target });
    expect(addresses.verify(`bounces+${open}@b.example`)).toBeUndefined();
  });
});
