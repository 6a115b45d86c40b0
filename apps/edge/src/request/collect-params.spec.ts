import { collectParams } from './collect-params';

describe('collectParams', () => {
  it('merges query and form body, body winning, keys lower-cased', () => {
    const out = collectParams('/api.php?Command=A&APIKey=k', {
      kind: 'pairs',
      pairs: [
        ['Command', 'B'],
        ['ListID', '3'],
      ],
    });
    expect(out).toEqual({ ok: true, params: { command: 'B', apikey: 'k', listid: '3' } });
  });

  it('lower-cases nested JSON keys and keeps values', () => {
    const out = collectParams('/api.php', { kind: 'json', value: { Command: 'X', Fields: { CustomField1: 'Va' }, List: [{ A: 1 }] } });
    expect(out).toEqual({ ok: true, params: { command: 'X', fields: { customfield1: 'Va' }, list: [{ a: 1 }] } });
  });

  it('drops prototype names as top-level JSON params and keeps them as nested keys, never as a prototype', () => {
    const value = JSON.parse(
      '{"__proto__":{"isAdmin":true},"Constructor":1,"Properties":{"__proto__":{"polluted":1},"Constructor":"c"},"List":[{"__proto__":"x"}]}',
    ) as unknown;
    const out = collectParams('/api.php?a[__proto__][polluted]=1', { kind: 'json', value });
    if (!out.ok) throw new Error('refused');
    const { params } = out;
    expect(Object.keys(params)).toEqual(['a', 'properties', 'list']);
    const properties = params.properties as Record<string, unknown>;
    expect([Object.getPrototypeOf(properties), Object.keys(properties), properties.constructor]).toEqual([null, ['__proto__', 'constructor'], 'c']);
    expect((properties.__proto__ as Record<string, unknown>).polluted).toBe(1);
    expect([(params.a as Record<string, unknown>).polluted, ({} as Record<string, unknown>).polluted, ({} as Record<string, unknown>).isAdmin]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(JSON.stringify(params)).toBe(
      '{"a":{"__proto__":{"polluted":"1"}},"properties":{"__proto__":{"polluted":1},"constructor":"c"},"list":[{"__proto__":"x"}]}',
    );
  });

  it('reports a body refused while reading', () => {
    expect(collectParams('/api.php?ResponseFormat=XML', { kind: 'rejected', code: 100000, message: 'm', unread: false })).toEqual({
      ok: false,
      code: 100000,
      message: 'm',
      unread: false,
    });
  });

  it('refuses a query string with more pairs than the field count', () => {
    expect(collectParams(`/api.php?${'a=1&'.repeat(11)}`, undefined, 10)).toMatchObject({ ok: false, code: 100001 });
    expect(collectParams(`/api.php?${'a=1&'.repeat(10)}`, undefined, 10)).toMatchObject({ ok: true });
  });

  it('keeps bracket keys deeper than 8 levels flat, so nothing deep reaches the bus', () => {
    const key = `a${'[b]'.repeat(20_000)}`;
    const out = collectParams('/api.php', { kind: 'pairs', pairs: [[key, 'v']] });
    expect(out).toEqual({ ok: true, params: { [key]: 'v' } });
  });

  it('decodes + and percent escapes in the query string', () => {
    expect(collectParams('/x?Name=a+b%26c', undefined)).toEqual({ ok: true, params: { name: 'a b&c' } });
  });
});

describe('NUL characters', () => {
  it('are dropped from form and JSON values', () => {
    expect(collectParams('/x?A=a%00b', { kind: 'json', value: { B: 'c\u0000d', C: ['e\u0000'] } })).toEqual({
      ok: true,
      params: { a: 'ab', b: 'cd', c: ['e'] },
    });
  });
});
