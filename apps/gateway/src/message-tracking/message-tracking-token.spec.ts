import { randomBytes, randomUUID } from 'node:crypto';

import { parseKeyring } from '@mail/secrets';

import { MessageTrackingTokens } from './message-tracking-token';

describe(MessageTrackingTokens.name, () => {
  const tokens = new MessageTrackingTokens(parseKeyring(`k1:${randomBytes(32).toString('base64')}`));
  const id = randomUUID();
  const tokenOf = (url: string) => url.split('/').pop()!;

  it('round-trips every URL of a recipient', () => {
    const url = tokens.urlsOf('https://edge.example/', id, 2);
    expect(url('o')).toMatch(/^https:\/\/edge\.example\/g\/o\/o\.[0-9a-f]{32}\.2\.k1\.[\w-]{22}$/);
    expect(tokens.verify(tokenOf(url('o')))).toEqual({ kind: 'o', messageId: id, recipient: 2 });
    expect(tokens.verify(tokenOf(url('c', 11)))).toEqual({ kind: 'c', messageId: id, recipient: 2, link: 11 });
    expect(tokens.verify(tokenOf(url('u')))).toEqual({ kind: 'u', messageId: id, recipient: 2 });
  });

  it('refuses another recipient, another message, a click without a link, and other keys', () => {
    const token = tokenOf(tokens.urlsOf('https://e.example', id, 2)('o'));
    expect(tokens.verify(token.replace('.2.k1.', '.3.k1.'))).toBeUndefined();
    expect(tokens.verify(token.replace(/^o\.[0-9a-f]/, (s) => `${s.slice(0, -1)}${s.endsWith('0') ? '1' : '0'}`))).toBeUndefined();
    expect(tokens.verify(token.replace(/^o\./, 'c.'))).toBeUndefined();
    const other = new MessageTrackingTokens(parseKeyring(`k1:${randomBytes(32).toString('base64')}`));
    expect(other.verify(token)).toBeUndefined();
  });
});
