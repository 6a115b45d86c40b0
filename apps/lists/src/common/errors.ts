import { CommandError } from '@mail/contracts';

/**
 * The array shape chosen at the throw site. A command's service throws `new CommandError(code, message)`
 * and its contract's `errorStyle` gives the shape; this is only for code outside a command contract
 * (internal queries such as the audience resolution).
 */
export function arrayError(code: number, message: string, extra?: Record<string, unknown>): CommandError {
  return new CommandError(code, message, { style: 'array', extra });
}
