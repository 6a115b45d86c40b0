import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import { campaignFigures, campaignFiguresJson, type CampaignFiguresJson } from '../../statistics/campaign-figures.sql';
import type { CampaignFigures } from '../../statistics/campaign-figures.types';
import { campaignColumns, type CampaignRow } from '../campaign.row';

/** everything Campaign.Get shows of one campaign */
export interface CampaignGetRead {
  campaign: CampaignRow;
  /** its auto-resend child (of its latest run) */
  resend?: CampaignRow;
  /** the campaign it resends */
  parent?: CampaignRow;
  /** messages accepted by SMTP in its current run, and the seconds between the first and the last */
  span: { sent: number; seconds: number };
  /** with `statisticsDays` */
  figures?: CampaignFigures;
  /** with `tags`: its tag names, alphabetical */
  tags?: string[];
}

const row = (alias: string, where: string) =>
  `(SELECT to_json(x) FROM (SELECT ${campaignColumns(alias)} FROM "campaigns"."campaign" ${alias} WHERE ${where}) x)`;

/**
 * Campaign.Get's statement: $1 campaign, $2 owner, and with `statistics` $3 the statistics' days. One constant text per
 * combination of the optional parts (statistics, tags), each prepared once per connection: PostgreSQL keeps a generic
 * plan for each (one text with the parts switched by parameters had cheaper custom plans without them, so a read
 * without statistics was planned anew on every call). Exported for the bench's EXPLAIN.
 */
export function campaignGetRead(statistics: boolean, tags: boolean): string {
  return `SELECT ${campaignColumns('c')},
    ${row('r', `r."parent_campaign_id" = c."id" AND r."user_id" = c."user_id" AND r."parent_run" IS NOT NULL ORDER BY r."parent_run" DESC LIMIT 1`)} AS "resend_row",
    ${row('p', `p."id" = c."parent_campaign_id" AND p."user_id" = c."user_id"`)} AS "parent_row",
    (SELECT json_build_object('sent', s."sent", 'seconds', extract(epoch FROM s."last_sent_at" - s."first_sent_at"))
     FROM "campaigns"."campaign_run" s WHERE s."campaign_id" = c."id" AND s."run" = c."current_run") AS "send_span"${
       statistics
         ? `,
    ${campaignFiguresJson('c', '$3::int')} AS "figures"`
         : ''
     }${
       tags
         ? `,
    (SELECT coalesce(json_agg(t."name" ORDER BY lower(t."name")), '[]') FROM "campaigns"."campaign_tag_link" l JOIN "campaigns"."campaign_tag" t ON t."id" = l."tag_id" WHERE l."campaign_id" = c."id") AS "tag_names"`
         : ''
     }
  FROM "campaigns"."campaign" c WHERE c."id" = $1 AND c."user_id" = $2`;
}

const READS = [campaignGetRead(false, false), campaignGetRead(false, true), campaignGetRead(true, false), campaignGetRead(true, true)];

type ReadRow = CampaignRow & {
  resend_row: CampaignRow | null;
  parent_row: CampaignRow | null;
  send_span: { sent: number; seconds: number | null } | null;
  figures?: CampaignFiguresJson;
  tag_names?: string[];
};

/** Campaign.Get's read: the campaign, its resend child and parent, send span, statistics and tags in one prepared statement */
@Injectable()
export class CampaignGetQuery {
  constructor(private readonly db: ServiceDb) {}

  /** undefined when the user owns no such campaign */
  async read(userId: number, campaignId: number, wanted: { statisticsDays?: number; tags: boolean }): Promise<CampaignGetRead | undefined> {
    const statistics = wanted.statisticsDays !== undefined;
    const sql = READS[(statistics ? 2 : 0) + (wanted.tags ? 1 : 0)];
    const [found] = await this.db.prepared<ReadRow>(sql, statistics ? [campaignId, userId, wanted.statisticsDays] : [campaignId, userId]);
    if (!found) return undefined;
    const { resend_row, parent_row, send_span, figures, tag_names, ...campaign } = found;
    const recipients = { campaignId: campaign.id, sent: campaign.total_sent, hard: campaign.total_hard_bounces, soft: campaign.total_soft_bounces };
    return {
      campaign,
      resend: resend_row ?? undefined,
      parent: parent_row ?? undefined,
      span: { sent: send_span?.sent ?? 0, seconds: Number(send_span?.seconds ?? 0) },
      figures: figures ? campaignFigures(figures, recipients) : undefined,
      tags: tag_names ?? undefined,
    };
  }
}
