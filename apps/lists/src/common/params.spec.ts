import { ParamReader } from './params';

describe(ParamReader.name, () => {
  const p = new ParamReader({ ListID: '12', emailaddress: ' a@b.c ', flag: 'true', sparse: [null, null, 'x'] });

  it('matches names case-insensitively and reads them with the @mail/values readers', () => {
    expect(p.id('listid')).toBe(12);
    expect(p.str('EmailAddress')).toBe('a@b.c');
    expect([p.str('missing'), p.raw('FLAG'), p.bool('FLAG'), p.bool('missing', true)]).toEqual(['', 'true', true, true]);
    expect(p.map('sparse')).toEqual({ 2: 'x' });
  });
});
