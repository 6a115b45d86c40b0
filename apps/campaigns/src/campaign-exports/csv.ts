/** One CSV line (RFC 4180): a cell with a comma, quote or line break is quoted, quotes doubled; null is empty. */
export function csvLine(cells: (string | number | boolean | null)[]): string {
  return `${cells.map((c) => (c === null ? '' : quote(String(c)))).join(',')}\r\n`;
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
