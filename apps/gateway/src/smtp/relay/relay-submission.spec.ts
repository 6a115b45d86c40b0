import { shownAuthors, subjectOf } from './relay-submission';

describe(subjectOf.name, () => {
  it('reads the folded Subject of the header block only', () => {
    expect(subjectOf(Buffer.from('From: a@b.test\r\nSubject: Hello\r\n world\r\n\r\nSubject: body'))).toBe('Hello world');
    expect(subjectOf(Buffer.from('From: a@b.test\r\n\r\nSubject: body'))).toBe('');
  });
});

describe(shownAuthors.name, () => {
  const authors = (head: string) => shownAuthors(Buffer.from(`${head}\r\n\r\nFrom: body@other.test\r\n`));

  it('lists every address of every From and Sender field, folded, grouped or in any case', () => {
    expect(authors('FROM: Me <me@shop.test>, other@evil.test\r\nfrom :\r\n g: a@x.test, b@y.test;\r\nSender: s@evil.test')).toEqual({
      from: ['me@shop.test', 'other@evil.test', 'a@x.test', 'b@y.test'],
      sender: ['s@evil.test'],
    });
  });

  it('reads the address, not the display name or comment that shows another', () => {
    expect(authors('From: "me@shop.test" <x@evil.test>').from).toEqual(['x@evil.test']);
    expect(authors('From: x@evil.test (me@shop.test)').from).toEqual(['x@evil.test']);
  });

  it('shows what is no address as an empty one, and no From as none', () => {
    expect(authors('From: nobody').from).toEqual(['']);
    expect(authors('Subject: hi')).toEqual({ from: [], sender: [] });
  });

  it('ends the header block at the first empty line, with or without carriage returns', () => {
    expect(shownAuthors(Buffer.from('From: me@shop.test\n\nFrom: x@evil.test\n')).from).toEqual(['me@shop.test']);
  });
});
