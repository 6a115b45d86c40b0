import { createInbox, type Msg, type NatsConnection, type NatsError } from 'nats';

import { type Deadline, Deadlines } from './deadlines';
import type { WriteBatcher } from './write-batcher';

interface Waiting {
  resolve(text: string): void;
  reject(error: Error): void;
  reply: string;
  /** where instances of the owning service claim the requests they hold (see InFlightClaims) */
  claims?: string;
  sentAt: number;
  misses: number;
  errors: RequestErrors;
  deadline?: Deadline;
}

interface ClaimQuery {
  asked: Map<string, Waiting>;
  claimed: Set<string>;
  noResponder: boolean;
}

export interface RequestErrors {
  noResponder(): Error;
  timeout(): Error;
  /** the instance that took the request is gone (no instance claims it) */
  lost(): Error;
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** A request older than this is checked: does some instance still claim it? */
const WATCH_AFTER_MS = 500;
/** How long claims are collected per check. */
const CLAIM_WINDOW_MS = 250;
/** Unclaimed in this many checks in a row (about 0.5 s apart): lost. One check if no instance is left. */
const MISSES_TO_LOSE = 3;

/**
 * Request/reply over one inbox subscription, without the client's per-request promise, timer and
 * error objects: replies are matched by a counter in the reply subject, deadlines share one sweep,
 * and publishes go out batched. "No responders" arrives as a 503 status reply.
 *
 * A request whose instance dies (SIGKILL, OOM) would otherwise wait for its whole deadline; requests
 * waiting longer than WATCH_AFTER_MS are checked against the service's claims and fail fast when
 * no instance holds them any more.
 */
export class NatsRequester {
  private readonly inbox = `${createInbox()}.`;
  private readonly waiting = new Map<string, Waiting>();
  private readonly queries = new Map<string, ClaimQuery>();
  private readonly deadlines = new Deadlines();
  private watch?: NodeJS.Timeout;
  private next = 0;

  constructor(
    private readonly nc: NatsConnection,
    private readonly batch: WriteBatcher,
  ) {
    nc.subscribe(`${this.inbox}*`, { callback: (error, msg) => this.onReply(error, msg) });
  }

  request(subject: string, data: Uint8Array, timeoutMs: number, errors: RequestErrors, claims?: string): Promise<string> {
    const token = String(++this.next);
    const reply = this.inbox + token;
    // one promise per request: the reply, the deadline sweep or the claims check settles it (whichever comes first)
    const answered = new Promise<string>((resolve, reject) => {
      const waiting: Waiting = { resolve, reject, reply, claims, sentAt: Date.now(), misses: 0, errors };
      waiting.deadline = this.deadlines.add(timeoutMs, () => this.settleWith(token, waiting, errors.timeout()));
      this.waiting.set(token, waiting);
    });
    this.batch.add(() => this.nc.publish(subject, data, { reply }));
    if (claims) this.ensureWatch();
    return answered;
  }

  stop(): void {
    this.deadlines.stop();
    clearInterval(this.watch);
    this.watch = undefined;
  }

  private onReply(error: NatsError | null, msg: Msg): void {
    if (error) return;
    const token = msg.subject.slice(this.inbox.length);
    const query = this.queries.get(token);
    if (query) return this.onClaims(query, msg);
    const waiting = this.waiting.get(token);
    if (!waiting) return;
    if (msg.headers?.code === 503) return this.settleWith(token, waiting, waiting.errors.noResponder());
    this.forget(token, waiting);
    waiting.resolve(decoder.decode(msg.data));
  }

  /** rejects a request still waiting (once: a later reply or sweep finds it gone) */
  private settleWith(token: string, waiting: Waiting, error: Error): void {
    if (this.waiting.get(token) !== waiting) return;
    this.forget(token, waiting);
    waiting.reject(error);
  }

  private forget(token: string, waiting: Waiting): void {
    this.waiting.delete(token);
    if (waiting.deadline) this.deadlines.delete(waiting.deadline);
  }

  private ensureWatch(): void {
    if (this.watch) return;
    this.watch = setInterval(() => this.checkClaims(), WATCH_AFTER_MS);
    this.watch.unref();
  }

  private checkClaims(): void {
    if (!this.waiting.size) {
      clearInterval(this.watch);
      this.watch = undefined;
      return;
    }
    const old = Date.now() - WATCH_AFTER_MS;
    const byService = new Map<string, Map<string, Waiting>>();
    for (const [token, waiting] of this.waiting) {
      if (!waiting.claims || waiting.sentAt > old) continue;
      const group = byService.get(waiting.claims) ?? new Map<string, Waiting>();
      group.set(token, waiting);
      byService.set(waiting.claims, group);
    }
    for (const [claims, asked] of byService) this.ask(claims, asked);
  }

  private ask(claims: string, asked: Map<string, Waiting>): void {
    const token = `c${++this.next}`;
    this.queries.set(token, { asked, claimed: new Set(), noResponder: false });
    const replies = [...asked.values()].map((waiting) => waiting.reply);
    this.nc.publish(claims, encoder.encode(JSON.stringify(replies)), { reply: this.inbox + token });
    setTimeout(() => this.settle(token), CLAIM_WINDOW_MS).unref();
  }

  private onClaims(query: ClaimQuery, msg: Msg): void {
    if (msg.headers?.code === 503) {
      query.noResponder = true;
      return;
    }
    try {
      for (const reply of JSON.parse(decoder.decode(msg.data)) as string[]) query.claimed.add(reply);
    } catch {
      /* a malformed claim answer claims nothing */
    }
  }

  private settle(token: string): void {
    const query = this.queries.get(token);
    this.queries.delete(token);
    if (!query) return;
    for (const [requestToken, waiting] of query.asked) {
      if (this.waiting.get(requestToken) !== waiting) continue; // answered or timed out meanwhile
      waiting.misses = query.claimed.has(waiting.reply) ? 0 : waiting.misses + 1;
      if (query.noResponder || waiting.misses >= MISSES_TO_LOSE) this.settleWith(requestToken, waiting, waiting.errors.lost());
    }
  }
}
