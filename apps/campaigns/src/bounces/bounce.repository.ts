import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import type { BounceType } from '@mail/mail';

/** recipient.bounce and the campaign's bounce counters */
@Injectable()
export class BounceRepository {
  /** the recipient's bounce so far, its row locked until the transaction ends */
  async lockBounce(m: EntityManager, recipientId: number): Promise<BounceType | null> {
    const [row]: { bounce: BounceType | null }[] = await m.query(`SELECT "bounce" FROM "campaigns"."recipient" WHERE "id" = $1 FOR NO KEY UPDATE`, [
      recipientId,
    ]);
    return row?.bounce ?? null;
  }

  async setBounce(m: EntityManager, recipientId: number, bounce: BounceType): Promise<void> {
    await m.query(`UPDATE "campaigns"."recipient" SET "bounce" = $2 WHERE "id" = $1`, [recipientId, bounce]);
  }

  async addToCounters(m: EntityManager, campaignId: number, hard: number, soft: number): Promise<void> {
    await m.query(
      `UPDATE "campaigns"."campaign" SET "total_hard_bounces" = "total_hard_bounces" + $2, "total_soft_bounces" = "total_soft_bounces" + $3 WHERE "id" = $1`,
      [campaignId, hard, soft],
    );
  }
}
