import { MessagePattern } from '@nestjs/microservices';

import type { BusRequest, CommandSpec } from '@mail/contracts';

import { toBusReply } from '../command-reply';
import { validateParams } from '../validate-params';

/**
 * Binds a method to a command's subject, validates the params against the command's request DTO
 * on receipt (a handler behind the bus is as safe as one behind the edge), and turns the outcome
 * into a BusReply before Nest's RPC exception layer could swallow a CommandError.
 */
export function HandlesCommand(command: CommandSpec): MethodDecorator {
  const requestClass = command.request;
  return wrapAsReply(command.subject, (req: BusRequest) => {
    if (requestClass) req.params = validateParams<BusRequest['params']>(requestClass, req.params);
  });
}

/** Internal query between services (not a public command); same reply shape. */
export function HandlesQuery(subject: string): MethodDecorator {
  return wrapAsReply(subject);
}

function wrapAsReply(subject: string, before?: (req: BusRequest) => void): MethodDecorator {
  return (target, key, descriptor: PropertyDescriptor) => {
    const original = descriptor.value as (req: BusRequest) => unknown;
    descriptor.value = function (this: unknown, req: BusRequest) {
      return toBusReply(() => {
        before?.(req);
        return original.call(this, req);
      });
    };
    Object.defineProperty(descriptor.value, 'name', { value: original.name });
    return MessagePattern(subject)(target, key, descriptor);
  };
}
