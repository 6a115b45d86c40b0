import type { PayloadClass } from './define-event';

/**
 * One fan-out notification every instance receives (not durable: cache invalidation): its subject and payload
 * class. `bus.broadcast` type-checks the payload against the class; `bus.onBroadcast` validates what arrives
 * against its class-validator decorators and hands the listener a typed instance (an invalid one is logged and
 * dropped).
 */
export interface BroadcastDefinition<P extends object = object, S extends string = string> {
  /** `broadcast.<service>.<aggregate>.<change>` */
  readonly subject: S;
  readonly payload: PayloadClass<P>;
}

export type BroadcastPayloadOf<B> = B extends BroadcastDefinition<infer P> ? P : never;

/** `defineBroadcast('broadcast.accounts.user.changed', UserChangedBroadcast)` */
export function defineBroadcast<P extends object, S extends string>(subject: S, payload: PayloadClass<P>): BroadcastDefinition<P, S> {
  if (!/^broadcast\.[a-z]+(\.[a-z-]+){2}$/.test(subject)) throw new Error(`broadcast subject must be broadcast.<service>.<aggregate>.<change>: ${subject}`);
  return Object.freeze({ subject, payload });
}
