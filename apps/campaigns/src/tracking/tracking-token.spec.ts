import { randomBytes } from 'node:crypto';

import { parseKeyring } from '@mail/secrets';

import { decodeTrackingPayload, encodeTrackingPayload, TrackingTokens } from './tracking-token';

describe('tracking tokens', () => {
  const tokens = new TrackingTokens(parseKeyring(`k1:${randomBytes(32).toString('base64')}`));

  it('round-trips every kind through a signed token and a URL', () => {
    for (const target of [
      { kind: 'o' as const, campaignId: 12, run: 1, recipientId: 987654321 },
      { kind: 'c' as const, campaignId: 12, run: 2, recipientId: 5, linkId: 44 },
      { kind: 'u' as const, campaignId: 1, run: 1, recipientId: 1 },
      { kind: 'v' as const, campaignId: 9, run: 3, recipientId: 2 },
    ]) {
      expect(tokens.verify(tokens.sign(target))).toEqual(target);
      const url = tokens.url('https://mail.example/', target);
      expect(url).toMatch(new RegExp(`^https://mail\\.example/t/${target.kind}/[^/]+$`));
      expect(tokens.verify(url.split('/').pop()!)).toEqual(target);
    }
  });

  it('refuses a token whose ids were changed', () => {
    const token = tokens.sign({ kind: 'c', campaignId: 12, run: 1, recipientId: 5, linkId: 44 });
    expect(tokens.verify(token.replace('c.c.', 'c.d.'))).toBeUndefined();
  });

  it('decodes only well-formed payloads', () => {
    expect(decodeTrackingPayload(encodeTrackingPayload({ kind: 'c', campaignId: 1, run: 1, recipientId: 1, linkId: 7 }))).toEqual({
      kind: 'c',
      campaignId: 1,
      run: 1,
      recipientId: 1,
      linkId: 7,
    });
    for (const bad of ['x.1.1.1', 'o.1.1', 'o.1.1.1.1', 'c.1.1.1', 'o.0.1.1', 'o.-1.1.1', 'o.zzzzzzzzzzzzzz.1.1', 'o.1.1.A'])
      expect(decodeTrackingPayload(bad)).toBeUndefined();
  });
});
