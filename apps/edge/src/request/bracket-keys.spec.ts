import { pairsToObject, splitKey } from './bracket-keys';

describe('pairsToObject', () => {
  it('nests bracket keys and lower-cases every level', () => {
    expect(
      pairsToObject([
        ['Fields[CustomField5]', 'x'],
        ['IdentifyProperties[Name]', 'y'],
      ]),
    ).toEqual({ fields: { customfield5: 'x' }, identifyproperties: { name: 'y' } });
  });

  it('appends [] keys to a list and honours explicit indexes', () => {
    expect(
      pairsToObject([
        ['a[]', '1'],
        ['a[]', '2'],
      ]),
    ).toEqual({ a: ['1', '2'] });
    expect(
      pairsToObject([
        ['Rules[0][Field]', 'f'],
        ['Rules[0][Op]', 'is'],
        ['Rules[1][Field]', 'g'],
      ]),
    ).toEqual({ rules: [{ field: 'f', op: 'is' }, { field: 'g' }] });
  });

  it('keeps the last value of a repeated plain key', () => {
    expect(
      pairsToObject([
        ['Command', 'a'],
        ['command', 'b'],
      ]),
    ).toEqual({ command: 'b' });
  });

  it('treats malformed brackets as a plain key and ignores prototype keys', () => {
    expect(splitKey('a[b')).toEqual(['a[b']);
    expect(splitKey('a[b]c')).toEqual(['a[b]c']);
    const out = pairsToObject([
      ['__proto__[x]', '1'],
      ['a[__proto__]', '2'],
    ]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(out.a).toEqual({});
  });
});
