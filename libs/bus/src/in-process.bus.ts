import type { BroadcastDefinition, BroadcastPayloadOf, DomainEvent, QueryDefinition, QueryReplyOf, QueryRequestOf } from '@mail/contracts';
import { logger } from '@mail/config';

import { type BroadcastListener, broadcastReceiver } from './broadcast-listener';
import { type Bus, BusTimeoutError, BusUnavailableError, ConsumerStoppedError, type EventHandler, type RawHandler } from './bus';
import { Deadlines } from './deadlines';
import { jsonCopy } from './json-copy';
import { replyText } from './json-text';
import { BusRequestMetrics, observedHandler } from './request-metrics';
import { sendQuery } from './query';
import { retryDelayMs } from './retry';

const log = logger('bus.in-process');

export interface InProcessBusOptions {
  /** wait before delivering a failed event again */
  retryDelayMs?: (attempt: number) => number;
  /** deliveries after which `publish` rejects (the outbox keeps the event and relays it again later) */
  maxDeliveries?: number;
}

/**
 * Same contract as NATS without a network: JSON round trip on every hop (long strings shared, `jsonCopy`), retries for events. Nothing is kept
 * in memory across a crash: `publish` resolves only once every consumer acknowledged, so the outbox keeps
 * each event until then.
 */
export class InProcessBus implements Bus {
  readonly kind = 'in-process' as const;
  private readonly handlers = new Map<string, RawHandler[]>();
  private readonly roundRobin = new Map<string, number>();
  private readonly consumers: { subjects: string[]; durable: string; handler: EventHandler }[] = [];
  private readonly listeners = new Map<string, ((payload: unknown) => void)[]>();
  private readonly pending = new Set<Promise<void>>();
  private closed = false;
  private readonly deadlines = new Deadlines();
  private readonly metrics = new BusRequestMetrics('in-process');
  private readonly retryDelay: (attempt: number) => number;
  private readonly maxDeliveries: number;

  constructor(options: InProcessBusOptions = {}) {
    this.retryDelay = options.retryDelayMs ?? retryDelayMs;
    this.maxDeliveries = options.maxDeliveries ?? 10;
  }

  async request<T>(subject: string, payload: unknown, timeoutMs = 10_000): Promise<T> {
    const text = await this.requestRaw(subject, payload, timeoutMs);
    return (text === '' ? undefined : JSON.parse(text)) as T;
  }

  query<Q extends QueryDefinition>(query: Q, request: QueryRequestOf<Q>, timeoutMs?: number): Promise<QueryReplyOf<Q>> {
    return sendQuery(this, query, request, timeoutMs);
  }

  requestRaw(subject: string, payload: unknown, timeoutMs = 10_000): Promise<string> {
    return this.metrics.observe(subject, this.deliverRequest(subject, payload, timeoutMs));
  }

  private async deliverRequest(subject: string, payload: unknown, timeoutMs: number): Promise<string> {
    const list = this.handlers.get(subject);
    if (!list?.length) throw new BusUnavailableError(subject);
    const index = (this.roundRobin.get(subject) ?? 0) % list.length;
    this.roundRobin.set(subject, index + 1);
    const data = jsonCopy(payload);
    const reply = await this.deadlines.race(list[index](data), timeoutMs, () => new BusTimeoutError(subject));
    return replyText(reply);
  }

  async handle(subject: string, _queue: string, handler: RawHandler): Promise<void> {
    const list = this.handlers.get(subject) ?? [];
    list.push(observedHandler('in-process', subject, handler));
    this.handlers.set(subject, list);
  }

  async publish(event: DomainEvent): Promise<void> {
    const data = JSON.stringify(event);
    const deliveries = this.consumers
      .filter((consumer) => consumer.subjects.some((s) => subjectMatches(s, event.subject)))
      .map((consumer) => this.track(this.deliver(consumer, JSON.parse(data) as DomainEvent)));
    await Promise.all(deliveries);
  }

  async consume(subjects: string[], durable: string, handler: EventHandler): Promise<void> {
    this.consumers.push({ subjects, durable, handler });
  }

  async broadcast<B extends BroadcastDefinition>(broadcast: B, payload: BroadcastPayloadOf<B>): Promise<void> {
    const data = jsonCopy(payload);
    for (const listener of this.listeners.get(broadcast.subject) ?? []) listener(data);
  }

  async onBroadcast<B extends BroadcastDefinition>(broadcast: B, listener: BroadcastListener<B>): Promise<void> {
    this.listeners.set(broadcast.subject, [...(this.listeners.get(broadcast.subject) ?? []), broadcastReceiver(broadcast, listener)]);
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('bus closed');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.deadlines.stop();
    await Promise.allSettled([...this.pending]);
  }

  private track(work: Promise<void>): Promise<void> {
    const settled = work.catch(() => undefined);
    this.pending.add(settled);
    void settled.finally(() => this.pending.delete(settled));
    return work;
  }

  /** Resolves when the consumer acknowledged; rejects when it never did (the outbox keeps the event). */
  private async deliver(consumer: { durable: string; handler: EventHandler }, event: DomainEvent): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (this.closed) throw new Error(`bus closed before ${consumer.durable} acknowledged ${event.id}`);
      try {
        await consumer.handler(event, { attempt });
        return;
      } catch (error) {
        if (error instanceof ConsumerStoppedError) throw error;
        log.warn({ err: error, durable: consumer.durable, subject: event.subject, attempt }, 'event handler failed; retrying');
        if (attempt >= this.maxDeliveries) throw new Error(`${consumer.durable} did not acknowledge ${event.id} in ${attempt} deliveries`);
        await new Promise((r) => setTimeout(r, this.retryDelay(attempt)));
      }
    }
  }
}

/** NATS wildcard semantics: `*` one token, `>` the rest. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (p[i] !== '*' && p[i] !== s[i]) return false;
  }
  return p.length === s.length;
}
