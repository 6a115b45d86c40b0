import { CommandError, type ErrorStyle } from '@mail/contracts';

/** Shorthands so that services read like the spec's error tables. */
export function arrayError(code: number, message: string, extra?: Record<string, unknown>): CommandError {
  return new CommandError(code, message, { style: 'array', extra });
}

export function scalarError(code: number, message: string, extra?: Record<string, unknown>): CommandError {
  return new CommandError(code, message, { style: 'scalar', extra });
}

/** `{ "<param>": code }`, the spec's "keyed" shape; param is the lower-cased parameter name. */
export function keyedError(param: string, code: number, message: string): CommandError {
  return new CommandError(code, message, { style: 'keyed', param: param.toLowerCase() });
}

export function styledError(style: ErrorStyle, code: number, message: string, extra?: Record<string, unknown>): CommandError {
  return new CommandError(code, message, { style, extra });
}
