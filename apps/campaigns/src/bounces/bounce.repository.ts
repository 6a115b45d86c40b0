import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import type { BounceType } from '@mail/mail';

import { isJourneyMail, type TrackedRecipientId } from '../engagement/tracking-token';

/** the row that keeps a message's bounce: a campaign recipient, or a journey's message (campaign 0, run 0) */
const holder = (r: TrackedRecipientId): string => (isJourneyMail(r) ? '"campaigns"."journey_mail"' : '"campaigns"."recipient"');

/** recipient.bounce (journey_mail.bounce for a journey's message) and the campaign's bounce counters */
@Injectable()
export class BounceRepository {
  /** the message's bounce so far, its row locked until the transaction ends */
  async lockBounce(m: EntityManager, r: TrackedRecipientId): Promise<BounceType | null> {
    const [row]: { bounce: BounceType | null }[] = await m.query(`SELECT "bounce" FROM ${holder(r)} WHERE "id" = $1 FOR NO KEY UPDATE`, [r.recipientId]);
    return row?.bounce ?? null;
  }

  async setBounce(m: EntityManager, r: TrackedRecipientId, bounce: BounceType): Promise<void> {
    await m.query(`UPDATE ${holder(r)} SET "bounce" = $2 WHERE "id" = $1`, [r.recipientId, bounce]);
  }

  /** a journey's message has no campaign to count in (journeys counts it in its action's Stats, from EmailBounced) */
  async addToCounters(m: EntityManager, campaignId: number, hard: number, soft: number): Promise<void> {
    if (!campaignId) return;
    await m.query(
      `UPDATE "campaigns"."campaign" SET "total_hard_bounces" = "total_hard_bounces" + $2, "total_soft_bounces" = "total_soft_bounces" + $3 WHERE "id" = $1`,
      [campaignId, hard, soft],
    );
  }
}
