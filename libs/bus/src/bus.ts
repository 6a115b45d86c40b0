import type { BroadcastDefinition, BroadcastPayloadOf, DomainEvent, QueryDefinition, QueryReplyOf, QueryRequestOf } from '@mail/contracts';

import type { BroadcastListener } from './broadcast-listener';

export type RawHandler = (data: unknown) => Promise<unknown>;
/** `attempt` counts deliveries of this event to this consumer, from 1: consumers bound their retries with it. */
export interface Delivery {
  attempt: number;
}

/** Resolving acknowledges the event; throwing asks the transport to deliver it again later (with backoff). */
export type EventHandler = (event: DomainEvent, delivery: Delivery) => Promise<void>;

/**
 * One interface, two transports (NATS, in-process). Payloads are JSON on both so that a handler
 * never sees anything the other transport could not carry.
 */
export interface Bus {
  readonly kind: 'nats' | 'in-process';
  /** request/reply; rejects with BusUnavailableError (no responder) or BusTimeoutError */
  request<T = unknown>(subject: string, payload: unknown, timeoutMs?: number): Promise<T>;
  /**
   * An internal query (Queries in @mail/contracts): the reply's body, typed by the query. Rejects with
   * QueryFailedError when the answering service failed, and as `request` does when none answered.
   */
  query<Q extends QueryDefinition>(query: Q, request: QueryRequestOf<Q>, timeoutMs?: number): Promise<QueryReplyOf<Q>>;
  /** the reply as JSON text, for callers that can pass it on without parsing (the edge) */
  requestRaw(subject: string, payload: unknown, timeoutMs?: number): Promise<string>;
  /** serve a subject; instances of the same queue share the load */
  handle(subject: string, queue: string, handler: RawHandler): Promise<void>;
  /**
   * Hands a durable domain event over: resolves once the transport took responsibility for it — JetStream
   * stored it (NATS), or every consumer acknowledged it (in-process, which keeps nothing across a crash).
   * The outbox deletes an event only after this resolved.
   */
  publish(event: DomainEvent): Promise<void>;
  /** durable consumer: every `durable` name gets each event once, across all its instances */
  consume(subjects: string[], durable: string, handler: EventHandler): Promise<void>;
  /** fire-and-forget notification to every instance (cache invalidation), its payload typed by the broadcast (Broadcasts) */
  broadcast<B extends BroadcastDefinition>(broadcast: B, payload: BroadcastPayloadOf<B>): Promise<void>;
  /** the listener gets each payload validated against the broadcast's class; an invalid one is logged and dropped */
  onBroadcast<B extends BroadcastDefinition>(broadcast: B, listener: BroadcastListener<B>): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class BusUnavailableError extends Error {
  constructor(subject: string) {
    super(`no responder for ${subject}`);
    this.name = 'BusUnavailableError';
  }
}

export class BusTimeoutError extends Error {
  constructor(subject: string) {
    super(`timeout waiting for ${subject}`);
    this.name = 'BusTimeoutError';
  }
}

/**
 * The instance handling the request went away (crashed, killed) before answering: no instance of
 * the service claims it any more. Like a timeout, it does not tell whether the work was applied.
 */
export class BusLostError extends BusTimeoutError {
  constructor(subject: string) {
    super(subject);
    this.message = `no instance is handling ${subject} any more`;
    this.name = 'BusLostError';
  }
}

/** The message is larger than the transport carries (NATS max_payload, 1 MB by default). */
export class BusPayloadTooLargeError extends Error {
  constructor(
    readonly size: number,
    readonly limit: number,
  ) {
    super(`message of ${size} bytes exceeds the bus limit of ${limit} bytes`);
    this.name = 'BusPayloadTooLargeError';
  }
}

/**
 * A consumer that is shutting down refuses a delivery with this: the transport does not retry it here (in-process, the
 * publish fails at once and the producer's outbox keeps the event), NATS delivers it again later, to any instance.
 */
export class ConsumerStoppedError extends Error {
  constructor(durable: string) {
    super(`consumer ${durable} is stopping`);
    this.name = 'ConsumerStoppedError';
  }
}

export const BUS = Symbol('BUS');
