import { dataBlock, isEightBit } from './smtp-data';

describe(dataBlock.name, () => {
  it('doubles a dot that starts a line, the first line included, and ends with the lone dot', () => {
    expect(dataBlock('.first\r\nmiddle.\r\n.\r\n..two\r\n')).toBe('..first\r\nmiddle.\r\n..\r\n...two\r\n.\r\n');
  });

  it('makes every line end CRLF (bare LF and bare CR) and ends an unended last line', () => {
    expect(dataBlock('a\nb\rc\r\n.d')).toBe('a\r\nb\r\nc\r\n..d\r\n.\r\n');
    expect(dataBlock('')).toBe('.\r\n');
  });

  it('passes 8-bit bytes of a Buffer through unchanged', () => {
    const raw = Buffer.from([0x61, 0xe9, 0x0a, 0x2e, 0xff]);
    expect(dataBlock(raw)).toEqual(Buffer.from([0x61, 0xe9, 0x0d, 0x0a, 0x2e, 0x2e, 0xff, 0x0d, 0x0a, 0x2e, 0x0d, 0x0a]));
    expect(dataBlock(Buffer.from('ok\r\n'))).toEqual(Buffer.from('ok\r\n.\r\n'));
  });
});

describe(isEightBit.name, () => {
  it('tells 7-bit content from 8-bit', () => {
    expect(isEightBit('plain =C3=A9')).toBe(false);
    expect(isEightBit('café')).toBe(true);
    expect(isEightBit(Buffer.from([0x41, 0x80]))).toBe(true);
  });
});
