import { writeExportParts } from './export-parts';

async function* pagesOf(...pages: string[][]): AsyncGenerator<string[]> {
  for (const page of pages) yield page;
}

function sink() {
  const parts: string[] = [];
  const progress: number[] = [];
  const rowsAt: number[] = [];
  return {
    parts,
    progress,
    rowsAt,
    addPart: async (part: number, body: string, rows: number) => {
      expect(part).toBe(parts.length + 1);
      parts.push(body);
      rowsAt.push(rows);
    },
    progressOf: async (rows: number) => {
      progress.push(rows);
    },
  };
}

describe('writeExportParts', () => {
  it('cuts parts at the byte bound between lines; the parts concatenated are the file', async () => {
    const s = sink();
    const written = await writeExportParts(
      { addPart: s.addPart, progress: s.progressOf },
      pagesOf(['aaaa\n', 'bbbb\n'], ['cccc\n', 'é\n']),
      { header: 'H\n' },
      11,
    );
    expect(s.parts).toEqual(['H\naaaa\n', 'bbbb\ncccc\n', 'é\n']);
    expect(s.rowsAt).toEqual([1, 3, 4]);
    expect(s.progress).toEqual([2, 4]);
    expect(written).toEqual({ rows: 4, parts: 3, bytes: Buffer.byteLength('H\naaaa\nbbbb\ncccc\né\n') });
  });

  it('frames a JSON array: separators between lines only, the footer in the last part', async () => {
    const s = sink();
    await writeExportParts(
      { addPart: s.addPart, progress: s.progressOf },
      pagesOf(['{"a":1}', '{"a":2}'], []),
      { header: '[', separator: ',', footer: ']' },
      9,
    );
    expect(s.parts.join('')).toBe('[{"a":1},{"a":2}]');
    expect(s.parts.every((p) => Buffer.byteLength(p) <= 9)).toBe(true);
    expect(JSON.parse(s.parts.join(''))).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('an empty export is one part: the header (and footer)', async () => {
    const s = sink();
    expect(await writeExportParts({ addPart: s.addPart, progress: s.progressOf }, pagesOf(), { header: '[', footer: ']' })).toEqual({
      rows: 0,
      parts: 1,
      bytes: 2,
    });
    expect(s.parts).toEqual(['[]']);
  });
});
