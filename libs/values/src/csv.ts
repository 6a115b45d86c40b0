/**
 * One CSV line (RFC 4180): a cell with a comma, quote or line break is quoted, quotes doubled; null is empty. A text
 * cell that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return: a campaign
 * named `=HYPERLINK(…)`, an SMS text) is written with a leading apostrophe; numbers, signed numbers and phone numbers
 * (`+15551234567`) and booleans as they are.
 */
export function csvLine(cells: (string | number | boolean | null)[]): string {
  return `${cells.map((c) => (c === null ? '' : quote(typeof c === 'string' ? inert(c) : String(c)))).join(',')}\r\n`;
}

// a signed number or phone number (+15551234567, -2.5) is data a spreadsheet reads as a number, not a formula
const SIGNED_NUMBER = /^[+-][\d\s().]*$/;

function inert(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !SIGNED_NUMBER.test(text) ? `'${text}` : text;
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
