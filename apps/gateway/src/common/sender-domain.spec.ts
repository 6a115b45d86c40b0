import { domainOf, isAtSenderDomain } from './sender-domain';

describe(isAtSenderDomain.name, () => {
  it('admits an address at the domain itself, in any case, and nothing else', () => {
    expect(domainOf('Me@Shop.Test')).toBe('shop.test');
    expect(isAtSenderDomain('Me@Shop.Test', 'shop.test')).toBe(true);
    expect(isAtSenderDomain('me@mail.shop.test', 'shop.test')).toBe(false);
    expect(isAtSenderDomain('me@shop.test@evil.test', 'shop.test')).toBe(false);
    expect(isAtSenderDomain('', 'shop.test')).toBe(false);
  });
});
