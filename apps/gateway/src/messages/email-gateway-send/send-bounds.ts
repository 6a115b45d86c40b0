import { CommandError, SEND_LIMITS as L } from '@mail/contracts';

import type { Address, SendInput } from './send-input';

const over = (what: string, limit: string): never => {
  throw new CommandError(44, `${what} is over its limit of ${limit}`);
};

const decodedBytes = (base64: string): number => Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/** 44 when a field of the send is larger than SEND_LIMITS (each is stored as given), naming the field. */
export function checkSendBounds(input: SendInput): void {
  if (input.subject.length > L.subject) over('Subject', `${L.subject} characters`);
  const named: [string, Address[]][] = [
    ['From', [input.from]],
    ['To', input.to],
    ['CC', input.cc],
    ['BCC', input.bcc],
    ['ReplyTo', input.replyTo ? [input.replyTo] : []],
  ];
  for (const [field, addresses] of named) if (addresses.some((a) => (a.name?.length ?? 0) > L.name)) over(`A name in ${field}`, `${L.name} characters`);
  const headers = Object.entries(input.headers);
  if (headers.length > L.headers) over('Headers', `${L.headers} headers`);
  for (const [name, value] of headers) if (value.length > L.headerValue) over(`Header ${name.slice(0, 60)}`, `${L.headerValue} characters`);
  if (input.tags.some((tag) => tag.length > L.tag)) over('A tag', `${L.tag} characters`);
  const bodyBytes = Buffer.byteLength(input.html ?? '') + Buffer.byteLength(input.text ?? '');
  if (bodyBytes > L.bodyBytes) over('HTMLContent and PlainContent', `${L.bodyBytes / 1024 / 1024} MiB together`);
  if (input.attachments.some((a) => a.filename.length > L.filename)) over('An attachment file name', `${L.filename} characters`);
  const attachmentBytes = input.attachments.reduce((sum, a) => sum + decodedBytes(a.content), 0);
  if (attachmentBytes > L.attachmentBytes) over('Attachments', `${L.attachmentBytes / 1024 / 1024} MiB together`);
}
