import { AckPolicy, DeliverPolicy, type NatsConnection, type Subscription, connect, RetentionPolicy, nanos } from 'nats';

import type { BroadcastDefinition, BroadcastPayloadOf, DomainEvent, QueryDefinition, QueryReplyOf, QueryRequestOf } from '@mail/contracts';
import { env, logger } from '@mail/config';

import { type BroadcastListener, broadcastReceiver } from './broadcast-listener';
import {
  type Bus,
  BusLostError,
  BusPayloadTooLargeError,
  BusTimeoutError,
  BusUnavailableError,
  ConsumerStoppedError,
  type EventHandler,
  type RawHandler,
} from './bus';
import { claimsSubject, InFlightClaims } from './in-flight-claims';
import { replyBytes, utf8 } from './json-text';
import { sendQuery } from './query';
import { NatsRequester, type RequestErrors } from './nats-requester';
import { BusRequestMetrics, observedHandler } from './request-metrics';
import { retryDelayMs } from './retry';
import { WriteBatcher } from './write-batcher';

const log = logger('bus.nats');
const decoder = new TextDecoder();

function encode(value: unknown): Uint8Array {
  return utf8(JSON.stringify(value ?? null));
}

function decode(data: Uint8Array): unknown {
  return data.length ? JSON.parse(decoder.decode(data)) : null;
}

/** A reply NATS cannot carry would never arrive (the requester would wait for its deadline): say why at once. */
function tooLargeReply(size: number, limit: number): unknown {
  return {
    ok: false,
    hard: 100005,
    message: `The answer (${size} bytes) is larger than this installation's message bus carries (${limit} bytes); ask for fewer records per page.`,
  };
}

/**
 * NATS core request/reply with queue groups for commands (every instance of a service shares a
 * queue), JetStream for durable domain events.
 */
export class NatsBus implements Bus {
  readonly kind = 'nats' as const;
  private readonly subscriptions: Subscription[] = [];
  private streamReady?: Promise<void>;
  private stopped = false;

  /** BUS_NAMESPACE isolates installations (or CI runs) sharing one NATS: every subject and the stream carry it. */
  private readonly prefix: string;
  readonly stream: string;
  private readonly batch = new WriteBatcher();
  private readonly requester: NatsRequester;
  private readonly claims: InFlightClaims;
  private readonly metrics = new BusRequestMetrics('nats');
  private readonly targets = new Map<string, { subject: string; claims: string; errors: RequestErrors }>();

  private constructor(
    private readonly nc: NatsConnection,
    namespace = env('BUS_NAMESPACE') ?? '',
  ) {
    const ns = namespace.replace(/[^A-Za-z0-9_-]/g, '_');
    this.prefix = ns ? `${ns}.` : '';
    this.stream = ns ? `DOMAIN_EVENTS_${ns}` : 'DOMAIN_EVENTS';
    this.requester = new NatsRequester(nc, this.batch);
    this.claims = new InFlightClaims(nc, this.prefix);
  }

  static async connect(servers: string, name: string): Promise<NatsBus> {
    const nc = await connect({ servers: servers.split(','), name, maxReconnectAttempts: -1, reconnectTimeWait: 500, noAsyncTraces: true });
    return new NatsBus(nc);
  }

  async request<T>(subject: string, payload: unknown, timeoutMs = 10_000): Promise<T> {
    const text = await this.requestRaw(subject, payload, timeoutMs);
    return (text === '' ? null : JSON.parse(text)) as T;
  }

  query<Q extends QueryDefinition>(query: Q, request: QueryRequestOf<Q>, timeoutMs?: number): Promise<QueryReplyOf<Q>> {
    return sendQuery(this, query, request, timeoutMs);
  }

  requestRaw(subject: string, payload: unknown, timeoutMs = 10_000): Promise<string> {
    const data = encode(payload);
    if (!this.fits(data)) return Promise.reject(new BusPayloadTooLargeError(data.length, this.maxPayload()));
    const target = this.targetOf(subject);
    return this.metrics.observe(subject, this.requester.request(target.subject, data, timeoutMs, target.errors, target.claims));
  }

  /** the namespaced subject, its claims subject and its errors, made once per subject */
  private targetOf(subject: string): { subject: string; claims: string; errors: RequestErrors } {
    let target = this.targets.get(subject);
    if (!target) {
      target = {
        subject: this.prefix + subject,
        claims: claimsSubject(this.prefix, subject),
        errors: {
          noResponder: () => new BusUnavailableError(subject),
          timeout: () => new BusTimeoutError(subject),
          lost: () => new BusLostError(subject),
        },
      };
      this.targets.set(subject, target);
    }
    return target;
  }

  async handle(subject: string, queue: string, raw: RawHandler): Promise<void> {
    const handler = observedHandler('nats', subject, raw);
    const held = this.claims.holderFor(subject);
    const sub = this.nc.subscribe(this.prefix + subject, {
      queue,
      callback: (err, msg) => {
        if (err) return log.error({ err, subject }, 'subscription error');
        let data: unknown;
        try {
          data = decode(msg.data);
        } catch {
          return this.batch.add(() => msg.respond(encode({ ok: false, hard: 100000 })));
        }
        if (msg.reply) held.add(msg.reply);
        const respond = (body: Uint8Array) => {
          if (msg.reply) held.delete(msg.reply);
          this.batch.add(() => msg.respond(this.fits(body) ? body : encode(tooLargeReply(body.length, this.maxPayload()))));
        };
        handler(data).then(
          (reply) => respond(replyBytes(reply)),
          (error) => {
            log.error({ err: error, subject }, 'handler crashed');
            respond(encode({ ok: false, hard: 100005 }));
          },
        );
      },
    });
    this.subscriptions.push(sub);
  }

  private maxPayload(): number {
    return this.nc.info?.max_payload ?? Number.MAX_SAFE_INTEGER;
  }

  private fits(body: Uint8Array): boolean {
    return body.length <= this.maxPayload();
  }

  async publish(event: DomainEvent): Promise<void> {
    await this.ensureStream();
    await this.nc.jetstream().publish(this.prefix + event.subject, encode(event), { msgID: event.id });
  }

  async consume(subjects: string[], durable: string, handler: EventHandler): Promise<void> {
    await this.ensureStream();
    const jsm = await this.nc.jetstreamManager();
    for (const subject of subjects) {
      const name = `${durable}_${subject.replace(/[^a-zA-Z0-9]/g, '_')}`;
      await jsm.consumers
        .add(this.stream, {
          durable_name: name,
          ack_policy: AckPolicy.Explicit,
          filter_subject: this.prefix + subject,
          deliver_policy: DeliverPolicy.New,
          max_deliver: 10,
          ack_wait: nanos(30_000),
        })
        .catch((error) => log.debug({ err: error, name }, 'consumer exists'));
      const consumer = await this.nc.jetstream().consumers.get(this.stream, name);
      void this.pump(consumer, handler, name);
    }
  }

  async broadcast<B extends BroadcastDefinition>(broadcast: B, payload: BroadcastPayloadOf<B>): Promise<void> {
    this.nc.publish(this.prefix + broadcast.subject, encode(payload));
  }

  async onBroadcast<B extends BroadcastDefinition>(broadcast: B, listener: BroadcastListener<B>): Promise<void> {
    const receive = broadcastReceiver(broadcast, listener);
    this.subscriptions.push(
      this.nc.subscribe(this.prefix + broadcast.subject, {
        callback: (err, msg) => {
          if (err) return;
          let data: unknown;
          try {
            data = decode(msg.data);
          } catch (error) {
            log.warn({ err: error, subject: broadcast.subject }, 'undecodable broadcast dropped');
            return;
          }
          receive(data);
        },
      }),
    );
  }

  async ping(): Promise<void> {
    await this.nc.flush();
  }

  /** Removes this namespace's event stream (and its consumers): for throwaway namespaces such as CI runs. */
  async deleteStream(): Promise<void> {
    const jsm = await this.nc.jetstreamManager();
    await jsm.streams.delete(this.stream).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.requester.stop();
    for (const sub of this.subscriptions) sub.unsubscribe();
    await this.nc.drain().catch(() => undefined);
  }

  private async pump(
    consumer: Awaited<ReturnType<ReturnType<NatsConnection['jetstream']>['consumers']['get']>>,
    handler: EventHandler,
    name: string,
  ): Promise<void> {
    while (!this.stopped) {
      try {
        const messages = await consumer.consume({ max_messages: 64 });
        for await (const msg of messages) {
          try {
            await handler(decode(msg.data) as DomainEvent, { attempt: msg.info.redeliveryCount });
            msg.ack();
          } catch (error) {
            // a consumer shutting down hands the event back to another instance (or to itself after the restart)
            if (!(error instanceof ConsumerStoppedError))
              log.warn({ err: error, consumer: name, redeliveries: msg.info.redeliveryCount }, 'event handler failed; will redeliver');
            msg.nak(retryDelayMs(msg.info.redeliveryCount));
          }
        }
      } catch (error) {
        if (this.stopped) return;
        log.warn({ err: error, consumer: name }, 'consumer interrupted; resuming');
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  private ensureStream(): Promise<void> {
    this.streamReady ??= (async () => {
      const jsm = await this.nc.jetstreamManager();
      try {
        await jsm.streams.info(this.stream);
      } catch {
        await jsm.streams.add({
          name: this.stream,
          subjects: [`${this.prefix}evt.>`],
          retention: RetentionPolicy.Limits,
          max_age: nanos(7 * 24 * 3600 * 1000),
          duplicate_window: nanos(120_000),
        });
      }
    })().catch((error) => {
      this.streamReady = undefined;
      throw error;
    });
    return this.streamReady;
  }
}
