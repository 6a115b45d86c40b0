/** A payload class: class-validator decorators on its fields are the consumer-side checks. */
export type PayloadClass<P extends object> = new () => P;

/**
 * One durable domain event: its versioned subject and payload class. Producers write it through the typed
 * outbox, consumers receive it validated against the class.
 */
export interface EventDefinition<P extends object = object, S extends string = string> {
  /** `evt.<service>.<aggregate>.<event>.v<version>` (the `evt.` prefix keeps events apart from commands) */
  readonly subject: S;
  readonly version: number;
  readonly payload: PayloadClass<P>;
}

export type PayloadOf<E> = E extends EventDefinition<infer P> ? P : never;

/** `defineEvent('lists.subscriber.subscribed', 1, SubscriberSubscribedPayload)` → subject `evt.lists.subscriber.subscribed.v1` */
export function defineEvent<P extends object, N extends string, V extends number>(
  name: N,
  version: V,
  payload: PayloadClass<P>,
): EventDefinition<P, `evt.${N}.v${V}`> {
  if (!/^[a-z]+(\.[a-z-]+){2}$/.test(name)) throw new Error(`event name must be <service>.<aggregate>.<event>: ${name}`);
  return Object.freeze({ subject: `evt.${name}.v${version}` as const, version, payload });
}
