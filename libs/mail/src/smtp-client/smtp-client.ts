import { type ResolvedSmtpOptions, type SmtpClientOptions, resolveSmtpOptions } from './smtp-client.options';
import { SmtpConnection, type SmtpJobSource } from './smtp-connection';
import { SendDeadlinePassed } from '../send-deadline';
import { SmtpError } from './smtp-error';
import { SmtpJob } from './smtp-job';

/** a message goes back to the queue at most this often when its connection is lost before its content was written */
const MAX_REQUEUES = 2;

/**
 * A pool of persistent SMTP connections sending pre-built messages (see SmtpConnection for the protocol). `send`
 * resolves once the server accepted the message and rejects with an SmtpError otherwise (codes as nodemailer's).
 * Connections open as messages queue up, to at most `maxConnections`; a message whose connection is lost before
 * its content was written is sent on another; one lost after that is reported, never sent again.
 */
export class SmtpClient implements SmtpJobSource {
  private readonly options: ResolvedSmtpOptions;
  private readonly queue: SmtpJob[] = [];
  private readonly connections = new Set<SmtpConnection>();
  private readonly parkedConnections: SmtpConnection[] = [];
  private opening = 0;
  private closed = false;

  constructor(options: SmtpClientOptions) {
    this.options = resolveSmtpOptions(options);
  }

  /** `sendBy` (epoch ms): a message no connection has taken by then is rejected with SendDeadlinePassed, unsent */
  send(envelope: { from: string; to: string }, raw: string | Buffer, sendBy?: number): Promise<void> {
    if (this.closed) return Promise.reject(new SmtpError('the SMTP client is closed', 'ECONNECTION', 'CONN'));
    return new Promise((resolve, reject) => {
      this.queue.push(new SmtpJob(envelope.from, envelope.to, raw, resolve, reject, sendBy));
      this.dispatch();
    });
  }

  /** rejects what is still queued; idle connections say QUIT now, busy ones once their messages in flight are answered */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new SmtpError('the SMTP client was closed before the message was sent', 'ECONNECTION', 'CONN'));
    for (const connection of this.parkedConnections.splice(0)) connection.wakeUp(false);
  }

  take(): SmtpJob | undefined {
    for (let job = this.queue.shift(); job; job = this.queue.shift()) {
      if (job.sendBy === undefined || Date.now() < job.sendBy) return job;
      job.reject(new SendDeadlinePassed());
    }
    return undefined;
  }

  parked(connection: SmtpConnection): void {
    if (this.closed) connection.wakeUp(false);
    else this.parkedConnections.push(connection);
  }

  requeue(jobs: SmtpJob[]): void {
    for (const job of jobs.reverse()) {
      if (this.closed || ++job.requeued > MAX_REQUEUES)
        job.reject(new SmtpError('the connection was lost before the message was sent (it can be sent again)', 'ECONNECTION', 'CONN'));
      else this.queue.unshift(job);
    }
  }

  removed(connection: SmtpConnection): void {
    this.connections.delete(connection);
    const parked = this.parkedConnections.indexOf(connection);
    if (parked >= 0) this.parkedConnections.splice(parked, 1);
    this.dispatch();
  }

  private dispatch(): void {
    while (this.queue.length && this.parkedConnections.length) this.parkedConnections.pop()!.wakeUp(true);
    if (this.queue.length > this.opening && !this.closed && this.connections.size + this.opening < this.options.maxConnections) this.open();
  }

  private open(): void {
    const connection = new SmtpConnection(this.options, this);
    this.opening++;
    connection.open().then(
      () => {
        this.opening--;
        this.connections.add(connection);
        void connection.run();
      },
      (error: SmtpError) => {
        this.opening--;
        // the server cannot be reached: what is queued fails now instead of waiting for a connection that will not come
        // (with other connections open, they carry the queue; a server at its connection limit is not asked again)
        if (!this.connections.size && !this.opening) for (const job of this.queue.splice(0)) job.reject(error);
      },
    );
  }
}
