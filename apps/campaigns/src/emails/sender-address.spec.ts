import { effectiveFromEmail, isUsableSender, senderDomainUnknown } from './sender-address';

describe('sender address rules', () => {
  it('completes a local part with the sender domain', () => {
    expect(effectiveFromEmail('news', 'example.com')).toBe('news@example.com');
    expect(effectiveFromEmail('news@example.com', 'example.com')).toBe('news@example.com');
    expect(effectiveFromEmail('news', '')).toBe('news');
  });

  it('knows a sender domain only when it is a domain name matching FromEmail', () => {
    expect(senderDomainUnknown('news@example.com', '')).toBe(false);
    expect(senderDomainUnknown('news', 'example.com')).toBe(false);
    expect(senderDomainUnknown('news@Example.com', 'example.COM')).toBe(false);
    expect(senderDomainUnknown('news@other.com', 'example.com')).toBe(true);
    expect(senderDomainUnknown('news', 'not a domain')).toBe(true);
    expect(senderDomainUnknown('news', 'localhost')).toBe(true);
  });

  it('accepts a sender only as a full valid address', () => {
    expect(isUsableSender('news', 'example.com')).toBe(true);
    expect(isUsableSender('news', '')).toBe(false);
    expect(isUsableSender('news@other.com', 'example.com')).toBe(false);
  });
});
