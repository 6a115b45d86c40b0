import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { InjectDataSource } from '@mail/db';

import { campaignFigures, campaignFiguresJson, type CampaignFiguresJson, WHOLE } from './campaign-figures.sql';
import type { CampaignFigures, KindCount, RecipientCount } from './campaign-figures.types';

/** the figures statistics are made of: the campaign's event counters (event-tally.ts), sent and bounce counters, links */
@Injectable()
export class StatisticsRepository {
  constructor(@InjectDataSource('campaigns') private readonly dataSource: DataSource) {}

  async kindCounts(campaignIds: number[]): Promise<KindCount[]> {
    const rows: { campaign_id: string; kind: string; is_bot: boolean; total: number; uniq: number; revenue: number }[] = await this.dataSource.query(
      `SELECT "campaign_id", "kind", "is_bot", "total", "uniq", "revenue"::float8 AS revenue
       FROM "campaigns"."event_tally" WHERE "campaign_id" = ANY($1::bigint[]) AND ${WHOLE}`,
      [campaignIds],
    );
    return rows.map((r) => ({ campaignId: Number(r.campaign_id), kind: r.kind, isBot: r.is_bot, total: r.total, unique: r.uniq, revenue: r.revenue }));
  }

  /** sent and bounced recipients: the campaign's counters (delivery's settle statement and the bounce recorder keep them) */
  async recipientCounts(campaignIds: number[]): Promise<RecipientCount[]> {
    const rows: { id: string; sent: number; hard: number; soft: number }[] = await this.dataSource.query(
      `SELECT "id", "total_sent" AS sent, "total_hard_bounces" AS hard, "total_soft_bounces" AS soft FROM "campaigns"."campaign" WHERE "id" = ANY($1::bigint[])`,
      [campaignIds],
    );
    return rows.map((r) => ({ campaignId: Number(r.id), sent: r.sent, hard: r.hard, soft: r.soft }));
  }

  /** everything one campaign's statistics show (campaignFiguresJson), with its sent and bounce counters */
  async campaignFigures(campaignId: number, days: number): Promise<CampaignFigures | undefined> {
    const [row]: { sent: number; hard: number; soft: number; figures: CampaignFiguresJson }[] = await this.dataSource.query(
      `SELECT c."total_sent" AS "sent", c."total_hard_bounces" AS "hard", c."total_soft_bounces" AS "soft", ${campaignFiguresJson('c', '$2::int')} AS "figures"
       FROM "campaigns"."campaign" c WHERE c."id" = $1`,
      [campaignId, days],
    );
    return row && campaignFigures(row.figures, { campaignId, sent: row.sent, hard: row.hard, soft: row.soft });
  }
}
