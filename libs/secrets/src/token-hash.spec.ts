import { createHash } from 'node:crypto';

import { newToken, tokenHash, tokenMatches } from './token-hash';

describe(tokenHash.name, () => {
  it('hashes to 64 hex characters and matches only the same token', () => {
    const token = newToken('eg_live_');
    expect(token).toMatch(/^eg_live_[A-Za-z0-9_-]{32}$/);
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenMatches(token, tokenHash(token))).toBe(true);
    expect(tokenMatches(newToken('eg_live_'), tokenHash(token))).toBe(false);
    expect(tokenMatches(token, 'not-hex')).toBe(false);
  });

  it('is the sha256 hex of the UTF-8 text, as stored hashes were made', () => {
    for (const token of ['eg_live_abc', 'clé-ü-€']) expect(tokenHash(token)).toBe(createHash('sha256').update(token, 'utf8').digest('hex'));
  });
});
