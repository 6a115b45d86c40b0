import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';

import { SmtpReplyReader } from './smtp-reply';

function readerFed(...chunks: string[]): SmtpReplyReader {
  const socket = new EventEmitter();
  const reader = new SmtpReplyReader();
  reader.attach(socket as Socket);
  for (const chunk of chunks) socket.emit('data', Buffer.from(chunk));
  return reader;
}

describe(SmtpReplyReader.name, () => {
  it('hands out replies in order, multi-line replies joined, however the bytes were split', async () => {
    const reader = readerFed('250-mx.example greets you\r\n250-PIPE', 'LINING\r\n250 8BITMIME\r\n550 5.1.1 no such user\r\n', '354 go ahead\r\n250\r\n');
    const ehlo = await reader.next();
    expect(ehlo).toMatchObject({ code: 250, lines: ['mx.example greets you', 'PIPELINING', '8BITMIME'] });
    expect(ehlo.text).toBe('250-mx.example greets you\n250-PIPELINING\n250 8BITMIME');
    expect(await reader.next()).toMatchObject({ code: 550, enhancedStatus: '5.1.1', message: '5.1.1 no such user', lines: ['no such user'] });
    expect((await reader.next()).code).toBe(354);
    expect(await reader.next()).toMatchObject({ code: 250, message: '' });
  });

  it('rejects what is waited for, and what is asked later, once the connection fails or sends something else', async () => {
    const reader = readerFed();
    const waiting = reader.next();
    reader.fail(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    await expect(reader.next()).rejects.toThrow('gone');
    await expect(readerFed('HTTP/1.1 400 Bad Request\r\n').next()).rejects.toThrow(/not an SMTP reply/);
  });
});
