import { plainTextOf } from './plain-text';

describe(plainTextOf.name, () => {
  it('keeps merge tags and link targets, links as `text [url]`', () => {
    const text = plainTextOf(
      '<p>Hi %Subscriber:EmailAddress%</p><p><a href="https://shop.example/a">Shop</a> <a href="%Link:Unsubscribe%">Unsubscribe</a></p>',
    );
    expect(text).toContain('Hi %Subscriber:EmailAddress%');
    expect(text).toContain('Shop [https://shop.example/a]');
    expect(text).toContain('Unsubscribe [%Link:Unsubscribe%]');
  });

  it('keeps every tag form as written in headings, which it upper-cases, and in table headers', () => {
    const tags = [
      '{{ Subscriber:Country|"Friend" }}',
      '%Subscriber:EmailAddress%',
      '%Link:Unsubscribe%',
      '{{ Subscriber:FirstName }}',
      '{{{ raw Subscriber:City|"Nowhere & Co" }}}',
      '{{ ellipsis-5 Subscriber:LastName }}',
      '{{ dateFormat-F_j,_Y Now }}',
      '%Date=D, d M Y%',
      '%Random:Letters:4%',
    ];
    const text = plainTextOf(
      `<h1>Hello ${tags.join(' and ')}</h1><h2>${tags[0]}</h2>` +
        `<table><tr><th>Col ${tags[1]}</th></tr><tr><td>x</td></tr></table>` +
        `<h3>{{ if Subscriber:Country=Germany }}Hallo{{ else }}Hi{{ endif }} [IF:%Subscriber:FirstName%=Ann]A[ENDIF] [[one|<b>two</b>]]</h3>`,
    );
    expect(text).toMatch(/^HELLO /);
    for (const tag of tags) expect(text).toContain(tag);
    expect(text).toContain('HALLO');
    expect(text).toContain('{{ if Subscriber:Country=Germany }}');
    expect(text).toContain('{{ else }}');
    expect(text).toContain('{{ endif }}');
    expect(text).toContain('[IF:%Subscriber:FirstName%=Ann]');
    expect(text).toContain('[ENDIF]');
    expect(text).toContain('[[one|two]]');
    expect(text).not.toMatch(/SUBSCRIBER|LINK:|⟦/);
  });

  it('keeps tags in link targets whole, never wrapped, and hides a target that is its text', () => {
    const href = 'https://shop.example/welcome?country={{ Subscriber:Country|"somewhere far" }}&amp;mail=%Subscriber:EmailAddress%';
    const text = plainTextOf(
      `<h1><a href='${href}'>Welcome {{ Subscriber:FirstName|"reader" }}</a></h1><p><a href="%Link:Unsubscribe%">%Link:Unsubscribe%</a></p>`,
    );
    expect(text).toContain(
      'WELCOME {{ Subscriber:FirstName|"reader" }} [https://shop.example/welcome?country={{ Subscriber:Country|"somewhere far" }}&mail=%Subscriber:EmailAddress%]',
    );
    expect(text.trim().endsWith('\n\n%Link:Unsubscribe%')).toBe(true);
  });

  it('leaves text that only looks like its markers alone', () => {
    expect(plainTextOf('<p>⟦0⟧ %Subscriber:EmailAddress% ⟦⟦1⟧</p>')).toBe('⟦0⟧ %Subscriber:EmailAddress% ⟦⟦1⟧');
  });
});
