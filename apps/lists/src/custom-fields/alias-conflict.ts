import { isUniqueViolation } from '@mail/db';
import { CommandError } from '@mail/contracts';

/** The merge tag alias unique index refused the write: another field of the user uses it (code 1000). */
export function rethrowAliasConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new CommandError(1000, 'Merge tag alias code has been set for another custom field');
  throw error;
}
