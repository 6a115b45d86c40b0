import { codePoints, readCsvChunk } from './csv-reader';

describe('readCsvChunk', () => {
  it('parses plain, quoted and escaped fields', () => {
    const chunk = readCsvChunk('a,b\n"x,1","say ""hi"""\r\nlast,row', ',', true);
    expect(chunk.rows).toEqual([
      ['a', 'b'],
      ['x,1', 'say "hi"'],
      ['last', 'row'],
    ]);
    expect(chunk.consumed).toBe(32);
  });

  it('stops before an incomplete record unless final', () => {
    const chunk = readCsvChunk('a,b\nc,"unfinished', ',', false);
    expect(chunk.rows).toEqual([['a', 'b']]);
    expect(chunk.consumed).toBe(4);
    expect(readCsvChunk('a,b\nc,d', ',', false).rows).toEqual([['a', 'b']]);
  });

  it('keeps newlines inside quotes and skips blank lines', () => {
    expect(readCsvChunk('"multi\nline",2\n\n3,4\n', ',', true).rows).toEqual([
      ['multi\nline', '2'],
      ['3', '4'],
    ]);
  });

  it('reports row ends for resumable offsets', () => {
    const chunk = readCsvChunk('ab\ncd\n', ',', true);
    expect(chunk.ends).toEqual([3, 6]);
  });

  it('reads at most maxRows records from start, so a slice is parsed only as far as a batch needs', () => {
    const text = 'a\n\nb\nc\n';
    const first = readCsvChunk(text, ',', true, 0, 2);
    expect(first.rows).toEqual([['a'], ['b']]);
    expect(readCsvChunk(text, ',', true, first.consumed, 2).rows).toEqual([['c']]);
  });

  it('supports another delimiter', () => {
    expect(readCsvChunk('a;b\n', ';', true).rows).toEqual([['a', 'b']]);
  });
});

describe('codePoints', () => {
  it('counts astral characters once', () => {
    expect(codePoints('a😀b', 4)).toBe(3);
  });
});
