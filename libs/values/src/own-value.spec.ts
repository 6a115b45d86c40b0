import { ownValue } from './own-value';

describe(ownValue.name, () => {
  it('reads only what the record holds itself', () => {
    const record: Record<string, string> = { name: 'x' };
    expect(['name', 'constructor', 'toString', '__proto__', 'hasOwnProperty'].map((k) => ownValue(record, k))).toEqual([
      'x',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(ownValue(JSON.parse('{"__proto__":"own"}') as Record<string, string>, '__proto__')).toBe('own');
  });
});
