import { int, list, str, trimmed } from './param-readers';

describe('param readers', () => {
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
