import { MessagePattern } from '@nestjs/microservices';

import { type BusRequest, CommandError, type CommandSpec } from '@mail/contracts';

import { toBusReply } from '../command-reply';
import { validateParams } from '../validate-params';

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

/** Internal query between services (not a public command); same reply shape. */
export function HandlesQuery(subject: string): MethodDecorator {
  return wrapAsReply(subject, (req, handle) => handle(req));
}

type Handle = (req: BusRequest) => unknown;

function wrapAsReply(subject: string, run: (req: BusRequest, handle: Handle) => unknown): MethodDecorator {
  return (target, key, descriptor: PropertyDescriptor) => {
    const original = descriptor.value as Handle;
    descriptor.value = function (this: unknown, req: BusRequest) {
      return toBusReply(() => run(req, (r) => original.call(this, r)));
    };
    Object.defineProperty(descriptor.value, 'name', { value: original.name });
    return MessagePattern(subject)(target, key, descriptor);
  };
}
