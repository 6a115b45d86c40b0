/** a part is served in one bus message (NATS carries 1 MB; JSON may double the quotes of a CSV) */
export const EXPORT_PART_BYTES = 256 * 1024;

/** where an export's parts go: the owning service's repository, bound to one export */
export interface ExportPartSink {
  /** stores part `part` (from 1) and the rows written so far */
  addPart(part: number, body: string, rows: number): Promise<void>;
  /** the rows written so far, after each page */
  progress(rows: number): Promise<void>;
}

/** how the lines of a file are framed: a CSV has a header line; a JSON array opens, separates and closes */
export interface ExportFraming {
  header?: string;
  /** written between two lines (not before the first) */
  separator?: string;
  footer?: string;
}

export interface ExportWritten {
  rows: number;
  parts: number;
  bytes: number;
}

/**
 * Writes an export's lines, page by page, into parts of at most `partBytes` (a line is never split; a longer line
 * is a part of its own): memory holds one page and one part whatever the export's size. The parts concatenated
 * are the file (the header opens the first part, the footer closes the last). Progress is reported after each page.
 */
export async function writeExportParts(
  sink: ExportPartSink,
  pages: AsyncIterable<readonly string[]>,
  framing: ExportFraming = {},
  partBytes = EXPORT_PART_BYTES,
): Promise<ExportWritten> {
  let part = framing.header ?? '';
  let size = Buffer.byteLength(part);
  let parts = 0;
  let rows = 0;
  let bytes = 0;
  const separator = framing.separator ?? '';
  const flush = async () => {
    await sink.addPart(++parts, part, rows);
    bytes += size;
    part = '';
    size = 0;
  };
  for await (const lines of pages) {
    for (const line of lines) {
      const text = rows ? separator + line : line;
      const length = Buffer.byteLength(text);
      if (size && size + length > partBytes) await flush();
      part += text;
      size += length;
      rows++;
    }
    await sink.progress(rows);
  }
  const footer = framing.footer ?? '';
  if (size && size + Buffer.byteLength(footer) > partBytes) await flush();
  part += footer;
  size += Buffer.byteLength(footer);
  await flush();
  return { rows, parts, bytes };
}
