import { type ValidationError, validateSync } from 'class-validator';

import { CommandError, type ErrorStyle, type RequestClass, type RuleContext } from '@mail/contracts';

import { noRuleApplies } from './no-rule-applies';
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
  if (noRuleApplies(instance)) return instance;
  const errors = validateSync(instance, { stopAtFirstError: true, forbidUnknownValues: false });
  if (errors.length) throw toCommandError(errors[0], contractStyle);
  return instance;
}

/**
 * the params with their top-level names lower-cased (a lower-cased spelling wins over another of the same name).
 * Names Object.prototype has (`constructor`, `__proto__`) are no parameter of any command and are dropped: copied
 * onto the DTO, `constructor` would hide its class from class-validator and skip every rule.
 */
export function lowerCaseKeys(params: unknown): Record<string, unknown> {
  if (!params || typeof params !== 'object' || Array.isArray(params)) return {};
  // most requests come from the edge, whose names are lower-cased already: then a shallow copy is the answer
  if (alreadyLowerCase(params as Record<string, unknown>)) return { ...(params as Record<string, unknown>) };
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    const lower = key.toLowerCase();
    if (lower in Object.prototype) continue;
    if (!out.has(lower) || key === lower) out.set(lower, value);
  }
  return Object.fromEntries(out);
}

function alreadyLowerCase(params: Record<string, unknown>): boolean {
  for (const key in params) if (!Object.hasOwn(params, key) || key in Object.prototype || key.toLowerCase() !== key) return false;
  return true;
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
    ...(context?.value !== undefined ? { value: context.value } : {}),
  });
}
