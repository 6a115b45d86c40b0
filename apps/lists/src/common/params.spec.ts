import { ParamReader } from './params';

describe(ParamReader.name, () => {
  const p = new ParamReader({ ListID: '12', emailaddress: ' a@b.c ', flag: 'true', ids: '1, 2,x,2', sparse: [null, null, 'x'] });

  it('matches names case-insensitively and reads them with the @mail/values readers', () => {
    expect(p.id('listid')).toBe(12);
    expect(p.str('EmailAddress')).toBe('a@b.c');
    expect([p.has('missing'), p.opt('missing'), p.bool('FLAG'), p.bool('missing', true)]).toEqual([false, undefined, true, true]);
    expect(p.ids('ids')).toEqual([1, 2]);
    expect(p.map('sparse')).toEqual({ 2: 'x' });
  });
});
