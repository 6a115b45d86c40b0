import { type JsonText, lowerCaseKeys, type NotModified, servedOn, toBusReply, validateParams } from '@mail/bus';
import { type BusRequest, type CommandInput, type CommandReply, CommandError, type CommandSpec, errorHttpStatus } from '@mail/contracts';

import { Caller } from './caller';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCommand = CommandSpec<any, any>;
/** the reply, or the same already as JSON text (a cached read), or "the caller's copy is current" */
type Answer<R> = R | JsonText<R> | NotModified;
type CommandMethod<C extends AnyCommand> = (input: CommandInput<C>, caller: Caller) => Answer<CommandReply<C>> | Promise<Answer<CommandReply<C>>>;

/**
 * Binds a handler method to a command: `handle(input, caller): Promise<Reply>`. On receipt the params are checked
 * against the contract's request DTO (the first failing rule answers its spec code) and the caller is resolved
 * once (Caller); a CommandError the method throws takes the legacy style and the v1 HTTP status the contract
 * gives its code, unless the thrower chose them. The outcome becomes the neutral bus reply here, before Nest's RPC
 * exception layer could swallow it. The compiler holds the method to the contract's input and reply types.
 */
export function Handles<C extends AnyCommand>(command: C) {
  const { request: requestClass, errorStyle } = command;
  return <M extends CommandMethod<C>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    const original = descriptor.value as unknown as (input: unknown, caller: Caller) => unknown;
    const served = function (this: unknown, req: BusRequest) {
      return toBusReply(async () => {
        try {
          const input = requestClass ? validateParams(requestClass, req.params, errorStyle) : lowerCaseKeys(req.params);
          return await original.call(this, input, Caller.of(req));
        } catch (error) {
          throw error instanceof CommandError ? withContract(error, command) : error;
        }
      });
    };
    Object.defineProperty(served, 'name', { value: original.name });
    descriptor.value = served as unknown as M;
    servedOn(command.subject)(target, key, descriptor);
  };
}

function withContract(error: CommandError, command: AnyCommand): CommandError {
  error.applyContractStyle(command.errorStyle);
  const failure = error.failure;
  if (failure.httpStatus === undefined) {
    const status = errorHttpStatus(command, failure.errors[0]?.code ?? 0);
    if (status !== undefined) failure.httpStatus = status;
  }
  return error;
}
