import { hasLoneSurrogate } from './well-formed-text';

describe(hasLoneSurrogate.name, () => {
  it.each([['\ud800'], ['a\udc00b'], ['x\ud83d'], [{ deep: [{ name: 'ok\udfff' }] }], [{ ['k\ud800']: 1 }]])('finds a lone surrogate in %j', (value) => {
    expect(hasLoneSurrogate(value)).toBe(true);
  });

  it.each([['plain'], ['emoji 😀 ok'], [{ list: ['é', 'ü', '𝄞'] }], [42], [null], [{ nested: { n: 1 } }]])('passes well-formed %j', (value) => {
    expect(hasLoneSurrogate(value)).toBe(false);
  });
});
