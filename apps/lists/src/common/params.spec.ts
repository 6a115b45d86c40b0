import { ParamReader, toBool, toIds, toList } from './params';

describe(ParamReader.name, () => {
  const p = new ParamReader({
    ListID: '12',
    emailaddress: ' a@b.c ',
    flag: 'true',
    ids: '1, 2,x,2',
    arr: ['a', 'b'],
    obj: '{"k":1}',
    sparse: [null, null, 'x'],
  });

  it('matches names case-insensitively and trims', () => {
    expect(p.id('listid')).toBe(12);
    expect(p.str('EmailAddress')).toBe('a@b.c');
    expect(p.has('missing')).toBe(false);
    expect(p.opt('missing')).toBeUndefined();
  });

  it('reads ids, booleans, lists and maps', () => {
    expect(p.ids('ids')).toEqual([1, 2]);
    expect(p.bool('flag')).toBe(true);
    expect(p.list('arr')).toEqual(['a', 'b']);
    expect(p.obj('obj')).toEqual({ k: 1 });
    expect(p.map('sparse')).toEqual({ 2: 'x' });
  });

  it('rejects non-positive or non-numeric ids', () => {
    expect(new ParamReader({ a: '0' }).id('a')).toBeUndefined();
    expect(new ParamReader({ a: '1e3' }).id('a')).toBeUndefined();
    expect(new ParamReader({ a: 7 }).id('a')).toBe(7);
  });
});

describe('value helpers', () => {
  it('toBool', () => {
    expect(['1', 'yes', 'TRUE', true, 1].map(toBool)).toEqual([true, true, true, true, true]);
    expect(['0', 'no', '', false, 0, undefined].map(toBool)).toEqual([false, false, false, false, false, false]);
  });
  it('toIds and toList', () => {
    expect(toIds([3, '4', 'x'])).toEqual([3, 4]);
    expect(toList('["a","b"]')).toEqual(['a', 'b']);
    expect(toList({ 1: 'b', 0: 'a' })).toEqual(['a', 'b']);
  });
});
