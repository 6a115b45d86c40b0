import { paramText } from '@mail/values';

import { invalid } from '../common/params';
import { RECIPIENT_STATUSES, type RecipientStatus } from '../provider-events/event-types';

/** A recipient status in any spelling, undefined when absent; anything else is `code`. */
export function recipientStatusOf(value: unknown, code: number): RecipientStatus | undefined {
  const given = paramText(value);
  if (!given) return undefined;
  const status = RECIPIENT_STATUSES.find((s) => s.toLowerCase() === given.toLowerCase());
  if (!status) throw invalid(code, `Status must be one of ${RECIPIENT_STATUSES.join(', ')}`);
  return status;
}
