/**
 * Incremental RFC 4180 reader: parses the complete records of a text chunk and reports where the last
 * complete record ended, so the caller can continue from there with the next slice (resumable by offset).
 */
export interface CsvChunk {
  rows: string[][];
  /** UTF-16 index just after each row (parallel to rows) */
  ends: number[];
  /** UTF-16 index in the chunk just after the last complete record */
  consumed: number;
}

export function readCsvChunk(text: string, delimiter: string, final: boolean): CsvChunk {
  const rows: string[][] = [];
  const ends: number[] = [];
  let consumed = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const fields: string[] = [];
    let field = '';
    let complete = false;
    let j = i;
    for (;;) {
      if (j >= n) {
        if (final) {
          fields.push(field);
          complete = true;
        }
        break;
      }
      const c = text[j];
      if (c === '"' && field === '') {
        // quoted field
        let k = j + 1;
        let value = '';
        let closed = false;
        while (k < n) {
          const q = text.indexOf('"', k);
          if (q < 0) break;
          value += text.slice(k, q);
          if (text[q + 1] === '"') {
            value += '"';
            k = q + 2;
            continue;
          }
          k = q + 1;
          closed = true;
          break;
        }
        if (!closed) break; // incomplete quoted field: wait for more text
        field = value;
        j = k;
        // skip to delimiter or end of line
        while (j < n && text[j] !== delimiter && text[j] !== '\n' && text[j] !== '\r') field += text[j++];
        continue;
      }
      if (c === delimiter) {
        fields.push(field);
        field = '';
        j++;
        continue;
      }
      if (c === '\n' || c === '\r') {
        fields.push(field);
        j += c === '\r' && text[j + 1] === '\n' ? 2 : 1;
        if (c === '\r' && j >= n && !final) break; // might be \r\n split across chunks
        complete = true;
        break;
      }
      const next = nextSpecial(text, j, delimiter);
      field += text.slice(j, next);
      j = next;
    }
    if (!complete) break;
    i = j;
    consumed = j;
    if (fields.length === 1 && fields[0] === '') continue; // blank line
    rows.push(fields);
    ends.push(j);
  }
  return { rows, ends, consumed };
}

function nextSpecial(text: string, from: number, delimiter: string): number {
  for (let k = from; k < text.length; k++) {
    const c = text[k];
    if (c === delimiter || c === '\n' || c === '\r' || c === '"') return k === from ? k + 1 : k;
  }
  return text.length;
}

/** number of code points in text[0, end) — PostgreSQL's substr offsets count code points */
export function codePoints(text: string, end: number, start = 0): number {
  let surrogates = 0;
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    if (c >= 0xd800 && c <= 0xdbff) surrogates++;
  }
  return end - start - surrogates;
}
