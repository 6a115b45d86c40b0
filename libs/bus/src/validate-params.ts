import { type ValidationError, validateSync } from 'class-validator';

import { CommandError, type ErrorStyle, type RequestClass, type RuleContext } from '@mail/contracts';

import { cacheValidationMetadata } from './validation-metadata-cache';

cacheValidationMetadata();

/**
 * Runs a command's request DTO; the first failing rule becomes a CommandError with its spec code,
 * in the rule's style or else the contract's. Keys are lower-cased first (the edge already does;
 * in-process callers may not), so the DTO's lower-cased properties are the one spelling.
 */
export function validateParams<T extends object>(requestClass: RequestClass, params: unknown, contractStyle?: ErrorStyle): T {
  // a shallow copy, not class-transformer: that compacts sparse arrays (`CustomFields[5]=x`) and copies nested values
  const instance = Object.assign(new requestClass(), lowerCaseKeys(params)) as T;
  const errors = validateSync(instance, { stopAtFirstError: true, forbidUnknownValues: false });
  if (errors.length) throw toCommandError(errors[0], contractStyle);
  return instance;
}

/** the params with their top-level names lower-cased (a lower-cased spelling wins over another of the same name) */
export function lowerCaseKeys(params: unknown): Record<string, unknown> {
  if (!params || typeof params !== 'object' || Array.isArray(params)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    const lower = key.toLowerCase();
    if (!(lower in out) || key === lower) out[lower] = value;
  }
  return out;
}

function toCommandError(error: ValidationError, contractStyle: ErrorStyle | undefined): CommandError {
  if (error.children?.length) return toCommandError(error.children[0], contractStyle);
  const context = Object.values(error.contexts ?? {})[0] as RuleContext | undefined;
  const message = context?.message ?? Object.values(error.constraints ?? {})[0] ?? 'Invalid parameter';
  const style = context?.style ?? contractStyle ?? 'scalar';
  return new CommandError(context?.code ?? 1, message, {
    style,
    param: style === 'keyed' ? error.property : undefined,
    httpStatus: context?.httpStatus,
  });
}
