import { randomBytes } from 'node:crypto';

import { parseKeyring, TokenSigner } from '@mail/secrets';

import { decodeTrackingPayload, encodeTrackingPayload, TrackingTokens } from './tracking-token';

describe('tracking tokens', () => {
  const ring = parseKeyring(`k1:${randomBytes(32).toString('base64')}`);
  const tokens = new TrackingTokens(ring);

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

  it('signs a recipient once for all of its URLs: every kind and link carries the same MAC', () => {
    const urls = tokens.urlsOf('https://mail.example', { campaignId: 12, run: 1, recipientId: 5 });
    const macs = new Set([urls('o'), urls('u'), urls('v'), urls('c', 1), urls('c', 2)].map((url) => url.split('.').pop()));
    expect(macs.size).toBe(1);
    expect(tokens.verify(urls('c', 2).split('/').pop()!)).toEqual({ kind: 'c', campaignId: 12, run: 1, recipientId: 5, linkId: 2 });
    expect(urls('c', 2)).toBe(tokens.url('https://mail.example/', { kind: 'c', campaignId: 12, run: 1, recipientId: 5, linkId: 2 }));
    const other = tokens.urlsOf('https://mail.example', { campaignId: 12, run: 1, recipientId: 6 })('o');
    const swapped = `${urls('o').split('/').pop()!.split('.').slice(0, 4).join('.')}.${other.split('.').slice(-2).join('.')}`;
    expect(tokens.verify(swapped)).toBeUndefined();
  });

  it('still verifies tokens issued with a MAC over the whole payload', () => {
    const issued = new TokenSigner(ring, 'campaign-tracking').sign('c.c.1.5.18');
    expect(tokens.verify(issued)).toEqual({ kind: 'c', campaignId: 12, run: 1, recipientId: 5, linkId: 44 });
    expect(tokens.verify(issued.replace('c.c.1.5.18', 'c.c.1.5.19'))).toBeUndefined();
  });

  it('decodes only well-formed payloads', () => {
    expect(decodeTrackingPayload(encodeTrackingPayload({ kind: 'c', campaignId: 1, run: 1, recipientId: 1, linkId: 7 }))).toEqual({
      kind: 'c',
      campaignId: 1,
      run: 1,
      recipientId: 1,
      linkId: 7,
    });
    expect(decodeTrackingPayload('c.0.0.5.7')).toEqual({ kind: 'c', campaignId: 0, run: 0, recipientId: 5, linkId: 7 });
    for (const bad of ['x.1.1.1', 'o.1.1', 'o.1.1.1.1', 'c.1.1.1', 'o.0.1.1', 'o.1.0.1', 'o.0.0.0', 'c.0.0.5.0', 'o.-1.1.1', 'o.zzzzzzzzzzzzzz.1.1', 'o.1.1.A'])
      expect(decodeTrackingPayload(bad)).toBeUndefined();
  });
});
