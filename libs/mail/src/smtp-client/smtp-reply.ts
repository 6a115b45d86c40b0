import type { Socket } from 'node:net';

/** One SMTP reply, its lines joined. */
export interface SmtpReply {
  code: number;
  /** the reply as the server sent it, lines joined by `\n` */
  text: string;
  /** the text after the code (and after the enhanced status code) of every line */
  lines: string[];
  /** the RFC 3463 enhanced status code, e.g. `5.1.1` */
  enhancedStatus?: string;
  /** the last line's text, enhanced status included: what a log or an error shows */
  message: string;
}

// a final line may be the bare code ("250"), which some servers send
const LINE = /^(\d{3})(?:([ -])(.*))?$/;
const ENHANCED = /^([245]\.\d{1,3}\.\d{1,3})(?:\s+|$)/;

/**
 * Splits what the server sends into replies and hands them out in order (replies to pipelined commands come back
 * in the order the commands were sent). Once the socket ends or fails, every waiting and later `next()` rejects.
 */
export class SmtpReplyReader {
  private buffered = '';
  private lines: string[] = [];
  private readonly ready: SmtpReply[] = [];
  private readonly waiting: { resolve: (reply: SmtpReply) => void; reject: (error: Error) => void }[] = [];
  private failure?: Error;
  private detach?: () => void;

  attach(socket: Socket): void {
    this.detach?.();
    const onData = (chunk: Buffer) => this.push(chunk.toString('utf8'));
    socket.on('data', onData);
    this.detach = () => socket.off('data', onData);
  }

  get pending(): number {
    return this.waiting.length;
  }

  next(): Promise<SmtpReply> {
    const reply = this.ready.shift();
    if (reply) return Promise.resolve(reply);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.waiting.splice(0)) waiter.reject(this.failure);
  }

  private push(text: string): void {
    this.buffered += text;
    let end: number;
    while ((end = this.buffered.indexOf('\n')) >= 0) {
      const line = this.buffered.slice(0, end).replace(/\r$/, '');
      this.buffered = this.buffered.slice(end + 1);
      this.line(line);
    }
  }

  private line(line: string): void {
    const match = LINE.exec(line);
    if (!match) return this.fail(new Error(`the server sent something that is not an SMTP reply: ${line.slice(0, 200)}`));
    this.lines.push(line);
    if (match[2] === '-') return;
    const raw = this.lines;
    const lines = raw.map((l) => l.slice(4));
    this.lines = [];
    const enhanced = ENHANCED.exec(lines[lines.length - 1]);
    const reply: SmtpReply = {
      code: Number(match[1]),
      text: raw.join('\n'),
      lines: lines.map((l) => l.replace(ENHANCED, '')),
      enhancedStatus: enhanced?.[1],
      message: lines[lines.length - 1],
    };
    const waiter = this.waiting.shift();
    if (waiter) waiter.resolve(reply);
    else this.ready.push(reply);
  }
}
