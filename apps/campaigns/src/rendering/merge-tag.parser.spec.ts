import { parseMergeTags } from './merge-tag.parser';

describe(parseMergeTags.name, () => {
  it('splits text and legacy tags', () => {
    expect(parseMergeTags('Hi %Subscriber:EmailAddress%, bye %Link:Unsubscribe%')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'tag', scope: 'Subscriber', name: 'EmailAddress', raw: false, source: '%Subscriber:EmailAddress%', at: 3 },
      { kind: 'text', text: ', bye ' },
      { kind: 'tag', scope: 'Link', name: 'Unsubscribe', raw: false, source: '%Link:Unsubscribe%', at: 34 },
    ]);
  });

  it('reads handlebars tags with helper, fallback and raw braces', () => {
    const [tag] = parseMergeTags('{{ uppercase Subscriber:City|"unknown" }}');
    expect(tag).toMatchObject({ kind: 'tag', scope: 'Subscriber', name: 'City', helper: 'uppercase', fallback: 'unknown', raw: false });
    expect(parseMergeTags('{{{Subscriber:Bio}}}')[0]).toMatchObject({ scope: 'Subscriber', name: 'Bio', raw: true });
    expect(parseMergeTags('{{ raw User:CompanyName }}')[0]).toMatchObject({ scope: 'User', name: 'CompanyName', raw: true });
    expect(parseMergeTags('%Link:SocialShare:Twitter%')[0]).toMatchObject({ scope: 'Link', name: 'SocialShare:Twitter' });
  });

  it('leaves percent signs, unknown scopes and unbalanced braces as text', () => {
    for (const text of ['50% off, 20% more', '%Random:Alpha:8%', '{{{ Subscriber:X }}', '%Subscriber:%', '{{ if Subscriber:City }}x{{ endif }}']) {
      expect(parseMergeTags(text).filter((s) => s.kind === 'tag')).toEqual([]);
    }
  });
});
