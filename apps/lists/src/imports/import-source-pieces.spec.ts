import { codePoints } from './csv-reader';
import { PIECE_CHARS, sourcePieces } from './import-job.repository';

describe('sourcePieces', () => {
  it('cuts the source into pieces that join back to it, with contiguous code-point offsets', () => {
    const source = `email,name\n${Array.from({ length: 9_000 }, (_, i) => `row${i}@example.com,Çağrı 😀 ${i}`).join('\n')}`;
    const pieces = sourcePieces(source);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.map((p) => p.text).join('')).toBe(source);
    let offset = 0;
    for (const piece of pieces) {
      expect(piece.start).toBe(offset);
      expect(piece.end - piece.start).toBe(codePoints(piece.text, piece.text.length));
      expect(piece.text.length).toBeLessThanOrEqual(PIECE_CHARS);
      offset = piece.end;
    }
    expect(offset).toBe([...source].length);
  });

  it('never splits a surrogate pair between two pieces', () => {
    const source = `${'a'.repeat(PIECE_CHARS - 1)}😀${'b'.repeat(10)}`;
    const [first, second] = sourcePieces(source);
    expect(first.text).toBe('a'.repeat(PIECE_CHARS - 1));
    expect(second.text.startsWith('😀')).toBe(true);
    expect(second.start).toBe(PIECE_CHARS - 1);
  });

  it('stores nothing for an empty source', () => {
    expect(sourcePieces('')).toEqual([]);
  });
});
