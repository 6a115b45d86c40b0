import type { PayloadClass } from '../events/define-event';

declare const REPLY: unique symbol;

/** Carries a query's reply type; it exists only for the compiler (`reply<UserLimitsReply>()`). */
export interface ReplyType<R> {
  readonly [REPLY]?: R;
}

export function reply<R>(): ReplyType<R> {
  return {};
}

/**
 * One internal query between services (never a public command): its subject, the request class whose
 * class-validator decorators `@HandlesQuery` checks on receipt, and the reply type `bus.query` returns.
 */
export interface QueryDefinition<Req extends object = object, Rep = unknown, S extends string = string> {
  /** `<service>.q.<name>`: the service that answers, `q` to keep queries apart from commands and events */
  readonly subject: S;
  readonly request: PayloadClass<Req>;
  readonly reply: ReplyType<Rep>;
}

export type QueryRequestOf<Q> = Q extends QueryDefinition<infer Req> ? Req : never;
export type QueryReplyOf<Q> = Q extends QueryDefinition<object, infer Rep> ? Rep : never;

/** `defineQuery('accounts.q.user.limits', UserLimitsRequest, reply<UserLimitsReply>())` */
export function defineQuery<Req extends object, Rep, S extends string>(
  subject: S,
  request: PayloadClass<Req>,
  replyType: ReplyType<Rep>,
): QueryDefinition<Req, Rep, S> {
  if (!/^[a-z]+\.q(\.[a-z-]+)+$/.test(subject)) throw new Error(`query subject must be <service>.q.<name>: ${subject}`);
  return Object.freeze({ subject, request, reply: replyType });
}
