import { randomBytes } from 'node:crypto';

import { VerpAddresses } from './verp-address';

describe(VerpAddresses.name, () => {
  const verp = new VerpAddresses({ activeKeyId: 'k1', keys: new Map([['k1', randomBytes(32)]]) });

  it('round-trips a recipient through a short, valid address', () => {
    const address = verp.address({ campaignId: 123456, run: 2, recipientId: 987654321 }, 'bounce.example');
    expect(address).toMatch(/^bounces\+[A-Za-z0-9._~-]+@bounce\.example$/);
    expect(address.split('@')[0].length).toBeLessThanOrEqual(64);
    expect(verp.parse(address)).toEqual({ campaignId: 123456, run: 2, recipientId: 987654321 });
    expect(verp.parse(address.replace('@bounce.example', '@mx.other.example'))).toEqual({ campaignId: 123456, run: 2, recipientId: 987654321 });
  });

  it('refuses forged and foreign addresses', () => {
    const address = verp.address({ campaignId: 1, run: 1, recipientId: 5 }, 'b.example');
    expect(verp.parse(address.replace('bounces+1.1.5', 'bounces+1.1.6'))).toBeUndefined();
    expect(verp.parse('someone@b.example')).toBeUndefined();
    expect(verp.parse('bounces+@b.example')).toBeUndefined();
  });
});
