import { isUniqueViolation } from '@mail/db';

import { arrayError } from '../common/errors';

/** The merge tag alias unique index refused the write: another field of the user uses it (code 1000). */
export function rethrowAliasConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw arrayError(1000, 'Merge tag alias code has been set for another custom field');
  throw error;
}
