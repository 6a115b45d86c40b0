import { bool, int, list, str, trimmed } from './param-readers';

describe('param readers', () => {
  it('reads booleans in every spelling clients send', () => {
    for (const v of [true, 'true', 'TRUE', '1', 1, 'yes', 'on']) expect(bool(v)).toBe(true);
    for (const v of [false, 'false', '0', 0, '', undefined, null, 'nope']) expect(bool(v)).toBe(false);
  });

  it('reads integers strictly', () => {
    expect(int('42')).toBe(42);
    expect(int(7)).toBe(7);
    expect(int(' 3 ')).toBe(3);
    expect(int('-1')).toBeUndefined();
    expect(int('1.5')).toBeUndefined();
    expect(int('abc')).toBeUndefined();
    expect(int('99999999999')).toBeUndefined();
  });

  it('splits lists from strings, arrays and bracket objects', () => {
    expect(list('1, 2,,3')).toEqual(['1', '2', '3']);
    expect(list([1, '2'])).toEqual(['1', '2']);
    expect(list({ 0: 'a', 1: 'b' })).toEqual(['a', 'b']);
    expect(list(undefined)).toEqual([]);
  });

  it('reads strings and trims', () => {
    expect(str(5)).toBe('5');
    expect(str({})).toBeUndefined();
    expect(trimmed('  a ')).toBe('a');
    expect(trimmed('   ')).toBeUndefined();
  });
});
