import { quotedPrintable, quotedPrintablePiece } from './quoted-printable';

function decode(qp: string): string {
  const bytes = qp.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe(quotedPrintable.name, () => {
  const samples = [
    'plain ascii',
    '<a href="https://x.io/?a=1&b=2">é ü 漢字 🎉</a>',
    `${'x'.repeat(200)}\n${'=é'.repeat(60)}\r\nend `,
    'trailing space \nand tab\t\n',
    '',
  ];

  it('round-trips any text, with CRLF line ends', () => {
    for (const text of samples) expect(decode(quotedPrintable(text))).toBe(text.replace(/\r?\n/g, '\r\n'));
  });

  it('keeps every line within 76 characters and writes only printable ASCII', () => {
    for (const text of samples) {
      const qp = quotedPrintable(text);
      for (const line of qp.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
      expect(qp).toMatch(/^[\x20-\x7e\r\n]*$/);
    }
  });

  it('encodes white space before a line end and "=" always', () => {
    expect(quotedPrintable('a \nb\t')).toBe('a=20\r\nb=09');
    expect(quotedPrintable('a=b')).toBe('a=3Db');
  });

  it('encodes pieces that concatenate into one valid body', () => {
    const pieces = ['<p>Hello ', 'Zoë ', `${'long '.repeat(30)}\n`, '', 'end ', 'x'.repeat(75), `https://t.example/t/c/${'a'.repeat(160)}`];
    const body = pieces.map(quotedPrintablePiece).join('');
    expect(decode(body)).toBe(pieces.join('').replace(/\n/g, '\r\n'));
    for (const line of body.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(quotedPrintablePiece('a ')).toBe('a =\r\n');
  });
});
