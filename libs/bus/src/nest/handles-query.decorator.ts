import type { QueryDefinition, QueryReplyOf, QueryRequestOf } from '@mail/contracts';

import { toBusReply } from '../command-reply';
import { validateQuery } from '../validate-query';
import { servedOn } from './bus-handler';

type QueryHandler<Q> = (request: QueryRequestOf<Q>) => QueryReplyOf<Q> | Promise<QueryReplyOf<Q>>;

/**
 * Binds a method to an internal query (Queries in @mail/contracts), same reply shape as a command. The
 * request is checked against the query's class first: one that does not match answers an internal error
 * naming the subject and the problem, and the method never runs. The compiler holds the method to the
 * query's request and reply types.
 */
export function HandlesQuery<Q extends QueryDefinition>(query: Q) {
  const decorate = wrapAsReply(query.subject, (req, handle) => handle(validateQuery(query, req)));
  return <M extends QueryHandler<Q>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    decorate(target, key, descriptor);
  };
}

type Handle = (req: unknown) => unknown;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a command's BusRequest or a query's request
function wrapAsReply(subject: string, run: (req: any, handle: Handle) => unknown): MethodDecorator {
  return (target, key, descriptor: PropertyDescriptor) => {
    const original = descriptor.value as Handle;
    descriptor.value = function (this: unknown, req: unknown) {
      return toBusReply(() => run(req, (r) => original.call(this, r)));
    };
    Object.defineProperty(descriptor.value, 'name', { value: original.name });
    return servedOn(subject)(target, key, descriptor);
  };
}
