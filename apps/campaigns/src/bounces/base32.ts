/** RFC 4648 base32 in lower case, without padding: survives a mail system lower-casing an address's local part. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export function base32(bytes: Buffer): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** the bytes of a base32 text (any case), or undefined when it is not base32 in its one canonical form (unused trailing bits zero) */
export function fromBase32(text: string): Buffer | undefined {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text.toLowerCase()) {
    const digit = ALPHABET.indexOf(ch);
    if (digit < 0) return undefined;
    value = ((value << 5) | digit) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  const decoded = Buffer.from(bytes);
  return base32(decoded) === text.toLowerCase() ? decoded : undefined;
}
