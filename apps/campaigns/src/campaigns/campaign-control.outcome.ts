import { CommandError } from '@mail/contracts';

import type { ControlOutcome } from '../delivery/delivery-control';

/**
 * Campaign.Pause, .Resume and .Cancel go through the delivery pipeline's DeliveryControl: code 2 for a campaign
 * that is not the caller's, 3 (with the command's message) for a campaign in a state the command does not apply to.
 */
export function answerControl(outcome: ControlOutcome, invalidState: string): void {
  if (outcome === 'not-found') throw new CommandError(2, 'Campaign does not belong to the user or does not exist');
  if (outcome === 'invalid-state') throw new CommandError(3, invalidState);
}
