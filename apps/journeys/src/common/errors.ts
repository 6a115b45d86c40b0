import { CommandError } from '@mail/contracts';

/** A spec code with the HTTP status reference notes §1.8 gives it (422 unless told). */
export function fail(code: number, message: string, httpStatus = 422): CommandError {
  return new CommandError(code, message, { httpStatus });
}
