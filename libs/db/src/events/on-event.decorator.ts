import type { EntityManager } from 'typeorm';

import type { DomainEvent, EventDefinition } from '@mail/contracts';

export interface OnEventOptions<P = object> {
  /** durable consumer name: each name gets every event once, across all instances (also the inbox key) */
  durable: string;
  /** deliveries before the event goes to the dead letters (default 8) */
  maxAttempts?: number;
  /**
   * Checked before the inbox transaction, with the validated payload and the consumer instance: false acknowledges
   * the delivery without running the handler, and the event is NOT recorded in the inbox (no transaction, no write).
   * That is safe when a skip is what the handler would have done at that moment: a pure function of the payload
   * (a redelivery gets the same answer), or a read showing there is nothing to do (a redelivery asks again; any
   * effect still happens once, through the inbox). A predicate that throws is retried like a failing handler.
   */
  when?(payload: P, consumer: object): boolean | Promise<boolean>;
}

export interface EventContext<P> {
  event: DomainEvent<P>;
  /** the transaction that also records the event in the inbox: effects written through it happen once */
  manager: EntityManager;
  attempt: number;
}

export type EventMethod<P> = (payload: P, context: EventContext<P>) => Promise<void>;

export interface EventBinding {
  event: EventDefinition;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each binding carries its own event's payload type
  options: OnEventOptions<any>;
  method: string | symbol;
}

const BINDINGS = Symbol('mail:event-bindings');

/**
 * Marks a method as the consumer of one event; `EventConsumers.register(instance)` subscribes it. The method
 * receives the payload validated against the event's class, inside the inbox transaction.
 */
export function OnEvent<P extends object>(event: EventDefinition<P>, options: OnEventOptions<P>) {
  return (target: object, method: string | symbol, _descriptor: TypedPropertyDescriptor<EventMethod<P>>): void => {
    const owner = target as { [BINDINGS]?: EventBinding[] };
    const inherited = owner[BINDINGS] ?? [];
    Object.defineProperty(owner, BINDINGS, { value: [...inherited, { event, options, method }], configurable: true });
  };
}

export function eventBindingsOf(instance: object): EventBinding[] {
  return (instance as { [BINDINGS]?: EventBinding[] })[BINDINGS] ?? [];
}
