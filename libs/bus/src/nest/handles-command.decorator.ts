import { MessagePattern } from '@nestjs/microservices';

import { type BusRequest, CommandError, type CommandSpec, type QueryDefinition, type QueryReplyOf, type QueryRequestOf } from '@mail/contracts';

import { toBusReply } from '../command-reply';
import { validateParams } from '../validate-params';
import { validateQuery } from '../validate-query';

/**
 * Binds a method to a command's subject, validates the params against the command's request DTO
 * on receipt (a handler behind the bus is as safe as one behind the edge), gives a CommandError the
 * contract's error style unless the thrower chose one, and turns the outcome into a BusReply before
 * Nest's RPC exception layer could swallow a CommandError.
 */
export function HandlesCommand(command: CommandSpec): MethodDecorator {
  const { request: requestClass, errorStyle } = command;
  return wrapAsReply(command.subject, async (req: BusRequest, handle) => {
    try {
      if (requestClass) req.params = validateParams<BusRequest['params']>(requestClass, req.params, errorStyle);
      return await handle(req);
    } catch (error) {
      throw error instanceof CommandError ? error.applyContractStyle(errorStyle) : error;
    }
  });
}

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
    return MessagePattern(subject)(target, key, descriptor);
  };
}
