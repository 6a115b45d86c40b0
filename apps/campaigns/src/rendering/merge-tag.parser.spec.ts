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
    for (const text of ['50% off, 20% more', '%Random:Pets%', '{{{ Subscriber:X }}', '%Subscriber:%', '[[no bar]]', '{{ dateFormat-Y Later }}']) {
      expect(parseMergeTags(text).filter((s) => s.kind !== 'text')).toEqual([]);
    }
  });

  it('reads conditional blocks in both syntaxes, nested, with else', () => {
    const [block] = parseMergeTags(
      '{{ if Subscriber:Country=United States }}US [IF:%Subscriber:City%!=""]in %Subscriber:City%[ENDIF]{{ else }}world{{ endif }}',
    );
    expect(block).toMatchObject({ kind: 'if', condition: { scope: 'Subscriber', name: 'Country', operator: '=', value: 'United States' } });
    if (block.kind !== 'if') throw new Error('not a block');
    expect(block.then[1]).toMatchObject({ kind: 'if', condition: { name: 'City', operator: '!=', value: '' } });
    expect(block.otherwise).toEqual([{ kind: 'text', text: 'world' }]);
  });

  it('keeps a block without its end, and an end without its block, as text', () => {
    expect(text(parseMergeTags('a {{ if Subscriber:X<> }}b {{ else }}c'))).toBe('a {{ if Subscriber:X<> }}b {{ else }}c');
    expect(text(parseMergeTags('a [ENDIF] [ELSE] b'))).toBe('a [ENDIF] [ELSE] b');
    expect(parseMergeTags('{{ if nonsense }}x{{ endif }}').filter((s) => s.kind !== 'text')).toEqual([]);
  });

  it('reads the date, random and spinning tags', () => {
    expect(parseMergeTags('%Date=F j, Y% {{ dateFormat-D,_d_M_Y Now }}').filter((s) => s.kind === 'date')).toMatchObject([
      { format: 'F j, Y' },
      { format: 'D, d M Y' },
    ]);
    expect(parseMergeTags('%Random:Alpha:8% %Random:FirstName%').filter((s) => s.kind === 'random')).toMatchObject([
      { what: 'Alpha', length: 8 },
      { what: 'FirstName' },
    ]);
    const [spin] = parseMergeTags('[[Hi %Subscriber:EmailAddress%|Hello]]');
    expect(spin).toMatchObject({ kind: 'spin', variants: [[{ text: 'Hi ' }, { kind: 'tag', name: 'EmailAddress', at: 5 }], [{ text: 'Hello' }]] });
  });
});

function text(segments: ReturnType<typeof parseMergeTags>): string {
  return segments.map((s) => (s.kind === 'text' ? s.text : `<${s.kind}>`)).join('');
}
