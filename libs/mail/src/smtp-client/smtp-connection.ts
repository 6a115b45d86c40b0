import { type Socket, connect as connectTcp } from 'node:net';
import { type TLSSocket, connect as connectTls } from 'node:tls';

import type { ResolvedSmtpOptions } from './smtp-client.options';
import { dataBlock } from './smtp-data';
import { SmtpError, refusal } from './smtp-error';
import type { SmtpJob } from './smtp-job';
import { type SmtpReply, SmtpReplyReader } from './smtp-reply';

const SETUP_CODES = new Set(['ECONNECTION', 'ETLS', 'EAUTH']);

/** What a connection needs from its pool. */
export interface SmtpJobSource {
  /** the next queued message, or none */
  take(): SmtpJob | undefined;
  /** this connection has nothing to do: `wake(true)` when there is work, `wake(false)` when it should close */
  parked(connection: SmtpConnection): void;
  /** messages whose content was not handed over, to be sent on another connection */
  requeue(jobs: SmtpJob[]): void;
  /** the connection is gone */
  removed(connection: SmtpConnection): void;
}

/**
 * One SMTP session that sends queued messages one after another. With PIPELINING (RFC 2920) a message costs one
 * write and one wait: its content, the end-of-data dot and the next message's MAIL FROM, RCPT TO and DATA go out
 * together, and the replies come back in order. Without it, one command at a time. A refused transaction is
 * followed by RSET; a finished one needs none (the end of data resets the session, RFC 5321 §4.1.1.4).
 */
export class SmtpConnection {
  private socket?: Socket | TLSSocket;
  private readonly reader = new SmtpReplyReader();
  private extensions = new Map<string, string>();
  private sent = 0;
  private closed = false;
  private wake?: (work: boolean) => void;

  constructor(
    private readonly options: ResolvedSmtpOptions,
    private readonly source: SmtpJobSource,
  ) {}

  /** connects, reads the greeting, says EHLO, upgrades with STARTTLS when offered (smtp://) and logs in when the URL has credentials */
  async open(): Promise<void> {
    try {
      this.socket = await this.connect();
      this.watch(this.socket);
      this.socket.setTimeout(this.options.greetingTimeoutMs);
      const greeting = await this.reader.next();
      if (greeting.code !== 220)
        throw new SmtpError(`the server refused the connection: ${greeting.text}`, 'ECONNECTION', 'CONN', greeting, { refusal: false });
      await this.hello();
      if (!this.options.secure && this.extensions.has('STARTTLS')) await this.startTls();
      if (this.options.user !== undefined) await this.authenticate();
      this.socket.setTimeout(this.options.socketTimeoutMs);
    } catch (error) {
      this.destroy();
      if (error instanceof SmtpError && SETUP_CODES.has(error.code)) throw error;
      throw new SmtpError(`could not set up the SMTP session: ${(error as Error).message}`, 'ECONNECTION', 'CONN');
    }
  }

  get pipelining(): boolean {
    return this.extensions.has('PIPELINING');
  }

  /** sends queued messages until there are none left and the pool closes it, the server goes away or the per-connection limit is reached */
  async run(): Promise<void> {
    let job: SmtpJob | undefined;
    let next: SmtpJob | undefined;
    try {
      for (;;) {
        if (!job) {
          if (this.sent >= this.options.maxMessagesPerConnection) break;
          job = this.take();
          if (!job) {
            if (!(await this.park())) break;
            continue;
          }
          if (this.pipelining) this.write(job.envelope);
        }
        const refused = await this.envelope(job);
        if (refused) {
          job.reject(refused);
          job = undefined;
          await this.command('RSET', 250);
          continue;
        }
        this.sent++;
        next = this.sent < this.options.maxMessagesPerConnection && this.pipelining ? this.take() : undefined;
        job.handedOver = true;
        this.write(dataBlock(job.raw), next?.envelope);
        const final = await this.reader.next();
        if (final.code === 250) job.resolve();
        else job.reject(refusal('DATA', final));
        job = next;
        next = undefined;
      }
      this.quit();
    } catch (error) {
      this.destroy();
      this.fail([job, next], error as Error);
    } finally {
      this.source.removed(this);
    }
  }

  /** resumes a parked connection: `true` when messages are queued, `false` to say QUIT */
  wakeUp(work: boolean): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.(work);
  }

  private take(): SmtpJob | undefined {
    for (let job = this.source.take(); job; job = this.source.take()) {
      const unusable = job.prepare(this.extensions);
      if (!unusable) return job;
      job.reject(unusable);
    }
    return undefined;
  }

  private park(): Promise<boolean> {
    return new Promise((resolve) => {
      this.wake = resolve;
      this.source.parked(this);
    });
  }

  /** the replies to MAIL FROM, RCPT TO and DATA (sent already when pipelining); the first refusal, if any */
  private async envelope(job: SmtpJob): Promise<SmtpError | undefined> {
    const [mail, rcpt, data] = this.pipelining ? [await this.reader.next(), await this.reader.next(), await this.reader.next()] : await this.oneByOne(job);
    const rcptAccepted = rcpt?.code === 250 || rcpt?.code === 251;
    if (mail.code === 250 && rcptAccepted && data?.code === 354) return undefined;
    if (data?.code === 354) {
      // a server that takes DATA after refusing the envelope gets an empty message, which has no one to go to
      this.write('.\r\n');
      await this.reader.next();
    }
    if (mail.code !== 250) return refusal('MAIL FROM', mail);
    if (!rcpt || !rcptAccepted) return refusal('RCPT TO', rcpt ?? mail);
    return refusal('DATA', data ?? rcpt);
  }

  private async oneByOne(job: SmtpJob): Promise<(SmtpReply | undefined)[] & [SmtpReply, ...(SmtpReply | undefined)[]]> {
    const [mailCommand, rcptCommand] = job.envelope.split('\r\n');
    this.write(`${mailCommand}\r\n`);
    const mail = await this.reader.next();
    if (mail.code !== 250) return [mail];
    this.write(`${rcptCommand}\r\n`);
    const rcpt = await this.reader.next();
    if (rcpt.code !== 250 && rcpt.code !== 251) return [mail, rcpt];
    this.write('DATA\r\n');
    return [mail, rcpt, await this.reader.next()];
  }

  private fail(inFlight: (SmtpJob | undefined)[], error: Error): void {
    const timedOut = (error as SmtpError).code === 'ETIMEDOUT';
    const notHandedOver: SmtpJob[] = [];
    for (const job of inFlight) {
      if (!job) continue;
      if (!job.handedOver) notHandedOver.push(job);
      else
        job.reject(
          new SmtpError(
            `the connection was ${timedOut ? 'silent' : 'lost'} after the message was sent and before the server answered, so it may have been delivered: ${error.message}`,
            timedOut ? 'ETIMEDOUT' : 'ESOCKET',
            'DATA',
          ),
        );
    }
    this.source.requeue(notHandedOver);
  }

  private async hello(): Promise<void> {
    this.write(`EHLO ${this.options.clientName}\r\n`);
    let reply = await this.reader.next();
    if (reply.code !== 250) {
      this.write(`HELO ${this.options.clientName}\r\n`);
      reply = await this.reader.next();
      if (reply.code !== 250) throw new SmtpError(`the server refused HELO: ${reply.text}`, 'ECONNECTION', 'CONN', reply, { refusal: false });
    }
    this.extensions = new Map(
      reply.lines.slice(1).map((line) => {
        const [keyword, ...rest] = line.trim().split(/\s+/);
        return [keyword.toUpperCase(), rest.join(' ').toUpperCase()];
      }),
    );
  }

  private async startTls(): Promise<void> {
    await this.command('STARTTLS', 220, 'ETLS');
    const plain = this.socket!;
    plain.setTimeout(0);
    this.socket = await new Promise<TLSSocket>((resolve, reject) => {
      const secured = connectTls({ ...this.options.tls, socket: plain }, () => resolve(secured));
      secured.once('error', (error) => reject(new SmtpError(`STARTTLS failed: ${error.message}`, 'ETLS', 'STARTTLS')));
    });
    this.watch(this.socket);
    await this.hello();
  }

  private async authenticate(): Promise<void> {
    const methods = (this.extensions.get('AUTH') ?? '').split(' ');
    const { user = '', pass = '' } = this.options;
    if (methods.includes('PLAIN')) {
      await this.command(`AUTH PLAIN ${Buffer.from(`\0${user}\0${pass}`).toString('base64')}`, 235, 'EAUTH', 'AUTH PLAIN');
    } else if (methods.includes('LOGIN')) {
      await this.command('AUTH LOGIN', 334, 'EAUTH');
      await this.command(Buffer.from(user).toString('base64'), 334, 'EAUTH', 'AUTH LOGIN');
      await this.command(Buffer.from(pass).toString('base64'), 235, 'EAUTH', 'AUTH LOGIN');
    } else {
      throw new SmtpError(`SMTP_URL has credentials but the server offers no AUTH PLAIN or LOGIN (it offers: ${methods.join(' ') || 'none'})`, 'EAUTH', 'AUTH');
    }
  }

  /** one command and its reply, which must have the expected code (a setup step: a refusal fails the connection) */
  private async command(line: string, expected: number, code: 'ECONNECTION' | 'ETLS' | 'EAUTH' = 'ECONNECTION', shown = line): Promise<SmtpReply> {
    this.write(`${line}\r\n`);
    const reply = await this.reader.next();
    if (reply.code !== expected) throw new SmtpError(`${shown} refused: ${reply.text}`, code, shown.split(' ')[0], reply, { refusal: false });
    return reply;
  }

  private write(data: string | Buffer, after?: string): void {
    const socket = this.socket!;
    if (after === undefined) {
      socket.write(data);
      return;
    }
    if (typeof data === 'string') {
      socket.write(data + after);
      return;
    }
    socket.cork();
    socket.write(data);
    socket.write(after);
    socket.uncork();
  }

  private connect(): Promise<Socket> {
    const { host, port, secure, connectionTimeoutMs, tls } = this.options;
    return new Promise((resolve, reject) => {
      const socket = secure ? connectTls({ ...tls, host, port }) : connectTcp({ host, port });
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new SmtpError(`no connection to ${host}:${port} within ${connectionTimeoutMs} ms`, 'ECONNECTION', 'CONN'));
      }, connectionTimeoutMs);
      socket.once(secure ? 'secureConnect' : 'connect', () => {
        clearTimeout(timer);
        socket.off('error', onError);
        resolve(socket);
      });
      const onError = (error: Error) => {
        clearTimeout(timer);
        reject(new SmtpError(`could not connect to ${host}:${port}: ${error.message}`, secure ? 'ETLS' : 'ECONNECTION', 'CONN'));
      };
      socket.once('error', onError);
    });
  }

  private watch(socket: Socket): void {
    // commands are small writes that wait for replies: Nagle's algorithm would hold them back
    socket.setNoDelay(true);
    this.reader.attach(socket);
    socket.on('error', (error) => this.lost(error));
    socket.on('close', () => this.lost(new Error('the server closed the connection')));
    socket.on('timeout', () => {
      if (this.reader.pending) this.lost(new SmtpError('the server did not answer in time', 'ETIMEDOUT', 'DATA'));
      else if (this.wake) this.wakeUp(false);
    });
  }

  private lost(error: Error): void {
    this.reader.fail(error);
    this.wakeUp(false);
    this.destroy();
  }

  private quit(): void {
    if (this.closed) return;
    this.closed = true;
    this.socket?.end('QUIT\r\n');
  }

  private destroy(): void {
    this.closed = true;
    this.socket?.destroy();
  }
}
