import { literalBadEscapes } from './literal-bad-escapes';

describe(literalBadEscapes.name, () => {
  it.each([
    ['/api.php/%ff', '/api.php/%25ff'],
    ['/t/o/%c0%af', '/t/o/%25c0%25af'],
    ['/t/o/x%', '/t/o/x%25'],
    ['/t/o/%zz', '/t/o/%25zz'],
    ['/api.php/%ff?ResponseFormat=XML&x=%ff', '/api.php/%25ff?ResponseFormat=XML&x=%ff'],
  ])('makes the undecodable escapes of %s literal', (url, expected) => {
    expect(literalBadEscapes(url)).toBe(expected);
    expect(() => decodeURI(expected.split('?')[0])).not.toThrow();
  });

  it.each(['/api.php/user.get?a=%ff', '/t/c/%E2%82%AC%2F', '/system/webhook/abcd', '/a%20b'])('keeps %s as it is', (url) => {
    expect(literalBadEscapes(url)).toBe(url);
  });
});
