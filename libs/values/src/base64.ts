const ALPHABET = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') ALPHABET[c.charCodeAt(0)] = 1;

/**
 * Whether `text` is standard base64 (the alphabet, then at most two `=`; no white space). A loop, not
 * `/^[A-Za-z0-9+/]+={0,2}$/`: on an attachment of megabytes V8's regexp backtracking stack runs out
 * ("Maximum call stack size exceeded"), more often the busier the process.
 */
export function isBase64(text: string): boolean {
  let end = text.length;
  if (text.charCodeAt(end - 1) === 61) end -= text.charCodeAt(end - 2) === 61 ? 2 : 1;
  if (end === 0) return false;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128 || ALPHABET[c] === 0) return false;
  }
  return true;
}
