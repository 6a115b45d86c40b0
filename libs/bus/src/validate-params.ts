import { plainToInstance } from 'class-transformer';
import { type ValidationError, validateSync } from 'class-validator';

import { CommandError, type RequestClass, type RuleContext } from '@mail/contracts';

/** Runs a command's request DTO; the first failing rule becomes a CommandError with its spec code. */
export function validateParams<T extends object>(requestClass: RequestClass, params: unknown): T {
  const instance = plainToInstance(requestClass, params ?? {}, { enableImplicitConversion: false }) as T;
  const errors = validateSync(instance, { stopAtFirstError: true, forbidUnknownValues: false });
  if (errors.length) throw toCommandError(errors[0]);
  return instance;
}

function toCommandError(error: ValidationError): CommandError {
  if (error.children?.length) return toCommandError(error.children[0]);
  const context = Object.values(error.contexts ?? {})[0] as RuleContext | undefined;
  const message = context?.message ?? Object.values(error.constraints ?? {})[0] ?? 'Invalid parameter';
  return new CommandError(context?.code ?? 1, message, {
    style: context?.style ?? 'scalar',
    param: context?.style === 'keyed' ? error.property : undefined,
    httpStatus: context?.httpStatus,
  });
}
