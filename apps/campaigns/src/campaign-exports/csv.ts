/**
 * One CSV line (RFC 4180): a cell with a comma, quote or line break is quoted, quotes doubled. A text cell that a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return: a campaign named
 * `=HYPERLINK(…)`) is written with a leading apostrophe; numbers are written as they are.
 */
export function csvLine(cells: (string | number)[]): string {
  return `${cells.map((c) => quote(typeof c === 'number' ? String(c) : /^[=+\-@\t\r]/.test(c) ? `'${c}` : c)).join(',')}\r\n`;
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
