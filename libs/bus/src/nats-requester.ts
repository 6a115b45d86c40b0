import { createInbox, type Msg, type NatsConnection, type NatsError } from 'nats';

import { Deadlines } from './deadlines';
import type { WriteBatcher } from './write-batcher';

interface Waiting {
  resolve(text: string): void;
  reject(error: Error): void;
}

export interface RequestErrors {
  noResponder(): Error;
  timeout(): Error;
}

const decoder = new TextDecoder();

/**
 * Request/reply over one inbox subscription, without the client's per-request promise, timer and
 * error objects: replies are matched by a counter in the reply subject, deadlines share one sweep,
 * and publishes go out batched. "No responders" arrives as a 503 status reply.
 */
export class NatsRequester {
  private readonly inbox = `${createInbox()}.`;
  private readonly waiting = new Map<string, Waiting>();
  private readonly deadlines = new Deadlines();
  private next = 0;

  constructor(
    private readonly nc: NatsConnection,
    private readonly batch: WriteBatcher,
  ) {
    nc.subscribe(`${this.inbox}*`, { callback: (error, msg) => this.onReply(error, msg) });
  }

  request(subject: string, data: Uint8Array, timeoutMs: number, errors: RequestErrors): Promise<string> {
    const token = String(++this.next);
    const reply = new Promise<string>((resolve, reject) => this.waiting.set(token, { resolve, reject }));
    this.batch.add(() => this.nc.publish(subject, data, { reply: this.inbox + token }));
    return this.deadlines
      .race(reply, timeoutMs, () => {
        this.waiting.delete(token);
        return errors.timeout();
      })
      .catch((error: Error) => {
        if ((error as { noResponder?: boolean }).noResponder) throw errors.noResponder();
        throw error;
      });
  }

  stop(): void {
    this.deadlines.stop();
  }

  private onReply(error: NatsError | null, msg: Msg): void {
    if (error) return;
    const token = msg.subject.slice(this.inbox.length);
    const waiting = this.waiting.get(token);
    if (!waiting) return;
    this.waiting.delete(token);
    if (msg.headers?.code === 503) return waiting.reject(Object.assign(new Error('no responders'), { noResponder: true }));
    waiting.resolve(decoder.decode(msg.data));
  }
}
