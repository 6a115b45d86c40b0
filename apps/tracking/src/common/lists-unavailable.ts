import { HardFailure, HardFailureError } from '@mail/contracts';

/** The lists service did not answer a query this command needs: nothing was changed, the caller may retry. */
export function listsUnavailable(): HardFailureError {
  return new HardFailureError(HardFailure.ComponentUnavailable, 'The lists service is not available; nothing was recorded. Please retry.');
}
