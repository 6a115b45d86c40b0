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

  it('treats malformed brackets as a plain key', () => {
    expect(splitKey('a[b')).toEqual(['a[b']);
    expect(splitKey('a[b]c')).toEqual(['a[b]c']);
  });

  it('drops prototype names as top-level params, and keeps them as plain keys of nested objects', () => {
    const out = pairsToObject([
      ['__proto__[x]', '1'],
      ['constructor', '1'],
      ['Prototype[y]', '1'],
      ['a[__proto__]', '2'],
      ['a[Constructor]', '3'],
      ['b[__proto__][c]', '4'],
      ['d[0][__proto__]', '5'],
    ]);
    expect(Object.keys(out)).toEqual(['a', 'b', 'd']);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    const a = out.a as Record<string, unknown>;
    expect([Object.getPrototypeOf(a), Object.keys(a), a.__proto__, a.constructor]).toEqual([null, ['__proto__', 'constructor'], '2', '3']);
    const b = out.b as Record<string, Record<string, unknown>>;
    expect([Object.getPrototypeOf(b.__proto__), b.__proto__.c]).toEqual([null, '4']);
    expect(Object.keys((out.d as Record<string, unknown>[])[0])).toEqual(['__proto__']);
    expect(JSON.parse(JSON.stringify(out))).toEqual(
      JSON.parse('{"a":{"__proto__":"2","constructor":"3"},"b":{"__proto__":{"c":"4"}},"d":[{"__proto__":"5"}]}'),
    );
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
