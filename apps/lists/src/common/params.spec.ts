import { ParamReader, toIds, toList } from './params';

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
  it('reads booleans with the shared meaning (only 1, true, yes, on), the fallback only when absent', () => {
    const p = new ParamReader({ a: 2, b: 'y', c: 'ON', d: '', e: 1 });
    expect([p.bool('a', true), p.bool('b', true), p.bool('c'), p.bool('d', true), p.bool('e'), p.bool('missing', true)]).toEqual([
      false,
      false,
      true,
      false,
      true,
      true,
    ]);
  });
  it('toIds and toList', () => {
    expect(toIds([3, '4', 'x'])).toEqual([3, 4]);
    expect(toList('["a","b"]')).toEqual(['a', 'b']);
    expect(toList({ 1: 'b', 0: 'a' })).toEqual(['a', 'b']);
  });
});
