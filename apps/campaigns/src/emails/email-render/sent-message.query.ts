import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import type { CampaignContent } from '../../rendering/campaign-content';

/** One sent campaign message: the run's frozen content and what the recipient row kept. */
export interface SentMessage {
  recipientId: number;
  run: number;
  emailAddress: string;
  fields: Record<string, string>;
  variation: number | null;
  sentAt: Date;
  content: CampaignContent;
}

/** The newest message a campaign of the user sent to a subscriber of a list (its latest run that reached them). */
@Injectable()
export class SentMessageQuery {
  constructor(private readonly db: ServiceDb) {}

  async find(userId: number, campaignId: number, listId: number, subscriberId: number): Promise<SentMessage | undefined> {
    const row = await this.db.one<{
      id: string;
      run: number;
      email_address: string;
      fields: Record<string, string> | null;
      variation: number | null;
      sent_at: Date;
      content: CampaignContent;
    }>(
      `SELECT r."id", r."run", r."email_address", r."fields", r."variation", r."sent_at", cr."content"
       FROM "campaigns"."recipient" r
       JOIN "campaigns"."campaign" c ON c."id" = r."campaign_id" AND c."user_id" = $1
       JOIN "campaigns"."campaign_run" cr ON cr."campaign_id" = r."campaign_id" AND cr."run" = r."run"
       WHERE r."campaign_id" = $2 AND r."subscriber_id" = $3 AND r."list_id" = $4 AND r."sent_at" IS NOT NULL AND cr."content" IS NOT NULL
       ORDER BY r."run" DESC, r."id" DESC LIMIT 1`,
      [userId, campaignId, subscriberId, listId],
    );
    if (!row) return undefined;
    return {
      recipientId: Number(row.id),
      run: row.run,
      emailAddress: row.email_address,
      fields: row.fields ?? {},
      variation: row.variation,
      sentAt: new Date(row.sent_at),
      content: row.content,
    };
  }
}
