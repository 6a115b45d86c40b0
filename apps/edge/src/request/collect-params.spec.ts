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
