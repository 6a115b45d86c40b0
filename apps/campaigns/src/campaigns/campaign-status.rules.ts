import type { CampaignStatus } from '@mail/contracts';

/** Statuses on the way to sending: an Untrusted user's move into one of them becomes Pending Approval. */
export const SENDING_BOUND: readonly CampaignStatus[] = ['Ready', 'Scheduled', 'Sending'];

/** Statuses the delivery scheduler starts once next_send_at is reached. */
export const DUE_STATUSES: readonly CampaignStatus[] = ['Ready', 'Scheduled'];

/** Statuses that have been through approval already (a repeated move keeps them as they are). */
export const APPROVED: readonly CampaignStatus[] = ['Ready', 'Scheduled', 'Sending', 'Paused'];

/** What Campaign.Update's `Not Scheduled` undoes: the vendor's "Cancel Schedule" (back to Draft). */
export const SCHEDULED: readonly CampaignStatus[] = ['Ready', 'Scheduled', 'Pending Approval'];

/**
 * The status a requested move ends in: an Untrusted user's campaign that is not yet approved waits in
 * Pending Approval instead of moving towards sending (reference notes 1.5); administrators are never held.
 */
export function gatedStatus(requested: CampaignStatus, current: CampaignStatus, untrusted: boolean): CampaignStatus {
  if (!untrusted || !SENDING_BOUND.includes(requested) || APPROVED.includes(current)) return requested;
  return 'Pending Approval';
}
