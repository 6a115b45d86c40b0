import { createHash, sign } from 'node:crypto';

import type { DkimKey } from '../mail-message';
import { dkimPrivateKey } from '../smtp/dkim-private-key';

/** headers signed when present (RFC 6376 §5.4.1's list, as nodemailer signs them) */
const SIGNED = new Set([
  'from',
  'sender',
  'reply-to',
  'subject',
  'date',
  'message-id',
  'to',
  'cc',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
]);

/** the relaxed body hash (RFC 6376 §3.4.4): WSP runs as one space, none at line ends, no empty lines at the end */
export function relaxedBodyHash(body: string): string {
  let canonical = body.replace(/[ \t]+\r\n/g, '\r\n').replace(/[ \t]+/g, ' ');
  if (canonical.endsWith(' ')) canonical = canonical.trimEnd();
  canonical = canonical.replace(/(\r\n)+$/, '');
  return createHash('sha256')
    .update(canonical.length ? `${canonical}\r\n` : '')
    .digest('base64');
}

const relaxedHeader = (name: string, value: string): string =>
  `${name.toLowerCase()}:${value
    .replace(/\r\n/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim()}\r\n`;

/**
 * The DKIM-Signature header line (rsa-sha256, relaxed/relaxed) of a message whose header fields are `headers`
 * (name, value; unfolded) and whose body hashes to `bodyHash` (relaxedBodyHash). The RSA signature runs on libuv's
 * thread pool (crypto.sign with a callback), not on the calling thread, and without copying the message anywhere.
 */
export async function dkimSignatureHeader(headers: [string, string][], bodyHash: string, key: DkimKey): Promise<string> {
  const signed = headers.filter(([name]) => SIGNED.has(name.toLowerCase()));
  const tags = `v=1; a=rsa-sha256; c=relaxed/relaxed; d=${key.domainName}; q=dns/txt; s=${key.keySelector}; bh=${bodyHash}; h=${signed.map(([n]) => n).join(':')}; b=`;
  const data = signed.map(([n, v]) => relaxedHeader(n, v)).join('') + `dkim-signature:${tags}`;
  const privateKey = typeof key.privateKey === 'string' ? dkimPrivateKey(key.privateKey) : key.privateKey;
  const signature = await new Promise<Buffer>((resolve, reject) =>
    sign('sha256', Buffer.from(data), privateKey, (error, result) => (error ? reject(error) : resolve(result))),
  );
  // folded at 76 characters (whitespace inside b= is ignored by the verifier)
  return `DKIM-Signature: ${tags}${signature.toString('base64').replace(/.{1,76}/g, (part, at: number) => (at ? `\r\n ${part}` : part))}`;
}
