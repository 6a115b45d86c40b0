import { type ValidationError, validateSync } from 'class-validator';

import { type Bus, ConsumerStoppedError, type Delivery } from '@mail/bus';
import { type DomainEvent, type EventDefinition, plainInstance } from '@mail/contracts';
import { logger } from '@mail/config';
import { eventConsumerLagSeconds } from '@mail/ops';

import type { EventInbox } from './event-inbox';
import { eventBindingsOf, type EventMethod, type OnEventOptions } from './on-event.decorator';

const log = logger('db.events');
export const DEFAULT_EVENT_MAX_ATTEMPTS = 8;

/** The event's class over a payload (plainInstance: maps keyed by users, like a website event's properties, stay data). */
export function payloadInstance<P extends object>(event: EventDefinition<P>, payload: object): P {
  return plainInstance(event.payload, payload);
}

/** The first broken rule of a payload, or undefined when it is valid. */
export function payloadProblem<P extends object>(event: EventDefinition<P>, payload: unknown): string | undefined {
  if (!payload || typeof payload !== 'object') return 'payload is not an object';
  const errors = validateSync(payloadInstance(event, payload), { forbidUnknownValues: false });
  return errors.length ? describe(errors[0]) : undefined;
}

function describe(error: ValidationError): string {
  if (error.children?.length) return `${error.property}.${describe(error.children[0])}`;
  return Object.values(error.constraints ?? {})[0] ?? `invalid ${error.property}`;
}

/**
 * The one way a service consumes events: the payload is validated against the event's class, applied once
 * per durable consumer (inbox row in the handler's transaction), retried by the transport with backoff,
 * and after `maxAttempts` deliveries (or at once when invalid) parked in the dead letters and acknowledged.
 * An event the consumer's `when` turns down is acknowledged without touching the database.
 */
export class EventConsumers {
  private readonly running = new Set<Promise<unknown>>();
  private stopping = false;

  constructor(
    private readonly bus: Bus,
    private readonly inbox: EventInbox,
  ) {}

  /** false once stop() began: no new delivery is taken */
  get consuming(): boolean {
    return !this.stopping;
  }

  /**
   * Takes no new delivery (each is handed back to the transport with ConsumerStoppedError) and waits for the
   * running ones: after this, no handler of this service touches its database.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.running]);
  }

  /** Subscribes every `@OnEvent` method of `instance`. */
  async register(instance: object): Promise<void> {
    for (const binding of eventBindingsOf(instance)) {
      const method = (instance as Record<string | symbol, EventMethod<object>>)[binding.method].bind(instance);
      await this.consume(binding.event, binding.options, method, instance);
    }
  }

  /** `consumer`: what `options.when` is handed as the consumer (register: the instance of the `@OnEvent` method) */
  async consume<P extends object>(event: EventDefinition<P>, options: OnEventOptions<P>, handler: EventMethod<P>, consumer: object = {}): Promise<void> {
    const lag = eventConsumerLagSeconds.labels(this.inbox.schema, options.durable);
    await this.bus.consume([event.subject], options.durable, (raw, delivery) => {
      if (this.stopping) return Promise.reject(new ConsumerStoppedError(options.durable));
      const occurred = Date.parse(raw.occurredAt);
      if (occurred) lag.observe(Math.max(0, Date.now() - occurred) / 1000);
      const delivered = this.deliver(event, options, handler, consumer, raw, delivery);
      this.running.add(delivered);
      void delivered.finally(() => this.running.delete(delivered)).catch(() => undefined);
      return delivered;
    });
  }

  private async deliver<P extends object>(
    event: EventDefinition<P>,
    options: OnEventOptions<P>,
    handler: EventMethod<P>,
    consumer: object,
    raw: DomainEvent,
    delivery: Delivery,
  ): Promise<void> {
    const durable = options.durable;
    const problem = payloadProblem(event, raw.payload);
    if (problem) {
      log.error({ consumer: durable, id: raw.id, subject: raw.subject, problem }, 'invalid event payload; dead-lettered');
      return this.inbox.deadLetter(durable, raw, delivery.attempt, `invalid payload: ${problem}`);
    }
    const payload = payloadInstance(event, raw.payload as object);
    try {
      if (options.when && !(await options.when(payload, consumer))) return;
      await this.inbox.applyOnce(durable, raw.id, (manager) => handler(payload, { event: { ...raw, payload }, manager, attempt: delivery.attempt }));
    } catch (error) {
      const max = options.maxAttempts ?? DEFAULT_EVENT_MAX_ATTEMPTS;
      if (delivery.attempt < max) throw error;
      log.error({ err: error, consumer: durable, id: raw.id, subject: raw.subject, attempts: delivery.attempt }, 'event dead-lettered after its last attempt');
      await this.inbox.deadLetter(durable, raw, delivery.attempt, error instanceof Error ? error.message : String(error));
    }
  }
}
