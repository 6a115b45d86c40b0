import { JsonText, replyText, successBodyText } from './json-text';

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
