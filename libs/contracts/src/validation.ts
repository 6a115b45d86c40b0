import type { ValidationOptions } from 'class-validator';

import type { ErrorStyle } from './errors/command-error';

/**
 * Request DTOs attach the spec's code to each rule through class-validator's `context`:
 * `@IsNotEmpty(code(1, 'Missing list name'))`. The first failing rule, in declaration order, wins.
 */
export interface RuleContext {
  code: number;
  message: string;
  style?: ErrorStyle;
  httpStatus?: number;
  /** the legacy ErrorCode shown instead of the number (a vendor name code such as 'subscriberlistid') */
  value?: string;
}

export function code(codeNumber: number, message: string, extra: Omit<RuleContext, 'code' | 'message'> & ValidationOptions = {}): ValidationOptions {
  const { style, httpStatus, value, ...options } = extra;
  return { ...options, message, context: { code: codeNumber, message, style, httpStatus, ...(value !== undefined ? { value } : {}) } };
}
