import { CommandError } from '@mail/contracts';

/** A spec code; its style and HTTP status (reference notes §1.8) come from the command's contract. */
export function fail(code: number, message: string): CommandError {
  return new CommandError(code, message);
}
