/**
 * Incremental RFC 4180 reader: parses the complete records of a text slice from `start`, at most `maxRows`,
 * and reports where the last complete record ended, so the caller can continue from there (in the same
 * slice or the next one: resumable by offset).
 */
export interface CsvChunk {
  rows: string[][];
  /** UTF-16 index just after each row (parallel to rows) */
  ends: number[];
  /** UTF-16 index in the text just after the last complete record (or blank line) read */
  consumed: number;
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

export function readCsvChunk(text: string, delimiter: string, final: boolean, start = 0, maxRows = Infinity): CsvChunk {
  const rows: string[][] = [];
  const ends: number[] = [];
  const d = delimiter.charCodeAt(0);
  const n = text.length;
  let consumed = start;
  let i = start;
  while (i < n && rows.length < maxRows) {
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
      const c = text.charCodeAt(j);
      if (c === QUOTE && field === '') {
        const quoted = readQuoted(text, j + 1);
        if (!quoted) break; // incomplete quoted field: wait for more text
        // characters between the closing quote and the delimiter belong to the field
        const end = fieldEnd(text, quoted.next, d);
        field = end > quoted.next ? quoted.value + text.slice(quoted.next, end) : quoted.value;
        j = end;
        continue;
      }
      if (c === d) {
        fields.push(field);
        field = '';
        j++;
        continue;
      }
      if (c === LF || c === CR) {
        fields.push(field);
        j += c === CR && text.charCodeAt(j + 1) === LF ? 2 : 1;
        if (c === CR && j >= n && !final) break; // might be \r\n split across slices
        complete = true;
        break;
      }
      // an unquoted run; a quote inside a field is a plain character
      const end = fieldEnd(text, c === QUOTE ? j + 1 : j, d, true);
      field += text.slice(j, end);
      j = end;
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

/** the value of a quoted field whose opening quote is just before `from`, and the index after its closing quote */
function readQuoted(text: string, from: number): { value: string; next: number } | undefined {
  let value = '';
  let k = from;
  for (;;) {
    const q = text.indexOf('"', k);
    if (q < 0) return undefined;
    value += text.slice(k, q);
    if (text.charCodeAt(q + 1) === QUOTE) {
      value += '"';
      k = q + 2;
      continue;
    }
    return { value, next: q + 1 };
  }
}

/** index of the next delimiter or line break from `from` (or of the next quote, when `stopAtQuote`) */
function fieldEnd(text: string, from: number, delimiter: number, stopAtQuote = false): number {
  const n = text.length;
  for (let k = from; k < n; k++) {
    const c = text.charCodeAt(k);
    if (c === delimiter || c === LF || c === CR || (stopAtQuote && c === QUOTE)) return k;
  }
  return n;
}

/** number of code points in text[start, end) — PostgreSQL's substr offsets count code points */
export function codePoints(text: string, end: number, start = 0): number {
  let surrogates = 0;
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    if (c >= 0xd800 && c <= 0xdbff) surrogates++;
  }
  return end - start - surrogates;
}
