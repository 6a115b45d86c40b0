import { JsonText, NotModified, notModifiedEtag, replyBytes, replyText, successBodyText, taggedBodyText } from './json-text';

describe('replyBytes', () => {
  const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

  it('are the UTF-8 of replyText for every kind of reply, and "null" for none', () => {
    const body = { UserInfo: { Name: 'ä"€x' } };
    for (const reply of [
      { ok: true, body: JsonText.of(body) },
      { ok: true, body: new JsonText('{"a":1}', 'v7') },
      { ok: true, body: new NotModified('v7') },
      { ok: true, body },
      { ok: false, hard: 100005 },
    ])
      expect(text(replyBytes(reply))).toBe(replyText(reply));
    expect(text(replyBytes(undefined))).toBe('null');
  });

  it('encode a JsonText once: the same JsonText answered again gives the same bytes, another JsonText its own', () => {
    const cached = JsonText.of({ a: 1 });
    const first = replyBytes({ ok: true, body: cached });
    expect(replyBytes({ ok: true, body: cached })).toBe(first);
    const other = replyBytes({ ok: true, body: JsonText.of({ a: 2 }) });
    expect([other === first, text(other)]).toEqual([false, '{"ok":true,"body":{"a":2}}']);
  });
});

describe('replyText', () => {
  it('splices a JsonText body and gives the same JSON as serialising the object', () => {
    const body = { UserInfo: { UserID: 1, Name: 'ä"x' } };
    expect(replyText({ ok: true, body: JsonText.of(body) })).toBe(JSON.stringify({ ok: true, body }));
    expect(JSON.parse(JSON.stringify({ ok: true, body: JsonText.of(body) }))).toEqual({ ok: true, body });
  });

  it('serialises ordinary replies and failures, and nothing as empty text', () => {
    const failure = { ok: false, failure: { style: 'scalar', errors: [{ code: 1, message: 'm' }] } };
    expect(replyText(failure)).toBe(JSON.stringify(failure));
    expect(replyText(undefined)).toBe('');
  });
});

describe('successBodyText', () => {
  it('gives the body text of a success as replyText writes it, and nothing for other replies', () => {
    const body = { List: { ListID: 7, Name: 'a}b' } };
    expect(successBodyText(replyText({ ok: true, body: JsonText.of(body) }))).toBe(JSON.stringify(body));
    expect(successBodyText(replyText({ ok: true, body }))).toBe(JSON.stringify(body));
    expect(successBodyText(replyText({ ok: false, hard: 100005 }))).toBeUndefined();
    expect(successBodyText('')).toBeUndefined();
  });
});

describe('taggedBodyText and notModifiedEtag', () => {
  it('gives the etag and body text of a tagged JsonText, and the etag of a NotModified, as replyText writes them', () => {
    const body = { Series: [{ Bucket: '2030-01-01 00:00:00', Event: 'sent' }] };
    const etag = '9|2030-01-01 00:00:00.000001|hour|0|"sent"';
    const tagged = replyText({ ok: true, body: new JsonText(JSON.stringify(body), etag) });
    expect(taggedBodyText(tagged)).toEqual({ etag, json: JSON.stringify(body) });
    expect(JSON.parse(tagged)).toEqual({ ok: true, etag, body });
    expect(successBodyText(tagged)).toBeUndefined();
    expect(notModifiedEtag(replyText({ ok: true, body: new NotModified(etag) }))).toBe(etag);
    expect(JSON.parse(replyText({ ok: true, body: new NotModified(etag) }))).toEqual({ ok: true, notModified: etag });
  });

  it('gives nothing for other replies', () => {
    for (const reply of [
      { ok: true, body: JsonText.of({ a: 1 }) },
      { ok: true, body: { etag: 'x' } },
      { ok: false, hard: 100005 },
    ]) {
      expect(taggedBodyText(replyText(reply))).toBeUndefined();
      expect(notModifiedEtag(replyText(reply))).toBeUndefined();
    }
  });
});
