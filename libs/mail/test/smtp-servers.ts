import { type AddressInfo, type Server, type Socket, createServer } from 'node:net';

import { SMTPServer, type SMTPServerOptions, type SMTPServerSession } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: string;
  secure: boolean;
  user?: string;
}

/** A real smtp-server on loopback that keeps what it accepts (no STARTTLS unless `options` enable it; they add or override its hooks). */
export class RealSmtpServer {
  readonly received: Received[] = [];
  connections = 0;
  url = '';
  private server?: SMTPServer;

  async start(options: SMTPServerOptions = {}, scheme = 'smtp'): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 100,
      onConnect: (_session, callback) => (this.connections++, callback()),
      onData: (stream, session: SMTPServerSession, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('latin1'),
            secure: session.secure,
            user: session.user as string | undefined,
          });
          callback(null, 'kept');
        });
      },
      ...options,
    });
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.url = `${scheme}://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

/**
 * A hand-written SMTP server for what smtp-server cannot be made to do. `answer` gets each line the client sends
 * (after a 354 to DATA, the whole content up to its ending dot as one "line") and returns the reply to write,
 * or nothing (it may also hold the reply back, or cut the connection).
 */
export class ScriptedSmtpServer {
  url = '';
  readonly lines: string[] = [];
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  constructor(private readonly answer: (line: string, socket: Socket) => string | undefined) {}

  async start(): Promise<this> {
    this.server = createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
      socket.write('220 scripted ESMTP\r\n');
      let buffered = '';
      let inData = false;
      socket.on('data', (chunk: Buffer) => {
        buffered += chunk.toString('latin1');
        for (;;) {
          const end = inData ? buffered.indexOf('\r\n.\r\n') : buffered.indexOf('\r\n');
          if (end < 0) return;
          const length = inData ? end + 5 : end;
          const line = buffered.slice(0, length);
          buffered = buffered.slice(length + (inData ? 0 : 2));
          const wasData = inData;
          this.lines.push(line);
          const reply = this.answer(line, socket);
          if (reply !== undefined && !socket.destroyed) socket.write(`${reply}\r\n`);
          inData = !wasData && line === 'DATA' && reply?.startsWith('354') === true;
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.url = `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

/** the usual answers of a pipelining server, for a script to fall back on */
export function usualAnswer(line: string): string | undefined {
  if (line.startsWith('EHLO')) return '250-scripted\r\n250 PIPELINING';
  if (line.startsWith('MAIL FROM') || line.startsWith('RCPT TO') || line === 'RSET') return '250 ok';
  if (line === 'DATA') return '354 go ahead';
  if (line.endsWith('\r\n.\r\n')) return '250 queued';
  if (line === 'QUIT') return '221 bye';
  return '500 unknown';
}
