import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import type { CampaignStatus } from '@mail/contracts';
import { InjectDataSource } from '@mail/db';

import { CAMPAIGN_COLUMNS, type CampaignRow } from '../campaign.row';

export interface CampaignBrowseFilter {
  userId: number;
  status?: CampaignStatus;
  keyword?: string;
  /** Include_AutoResend: list campaigns that resend another too (auto-resends, OriginalCampaignID) */
  includeResends: boolean;
  /** campaigns carrying one of these tags (by id, or by name case-insensitively) */
  tags: { ids: number[]; names: string[] };
  /** an ORDER BY clause built from a whitelist (campaign-order.ts) */
  order: string;
  limit: number;
  offset: number;
}

/** Campaigns.Get's SQL: the caller's campaigns filtered, ordered and paged, and how many match before paging. */
@Injectable()
export class CampaignBrowseQuery {
  constructor(@InjectDataSource('campaigns') private readonly db: DataSource) {}

  async run(filter: CampaignBrowseFilter): Promise<{ rows: CampaignRow[]; total: number }> {
    const params: unknown[] = [filter.userId];
    const where = ['c."user_id" = $1'];
    if (!filter.includeResends) where.push(`c."parent_campaign_id" IS NULL`);
    if (filter.status) where.push(`c."status" = $${params.push(filter.status)}`);
    if (filter.keyword) where.push(`c."name" ILIKE $${params.push(`%${filter.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)}`);
    if (filter.tags.ids.length || filter.tags.names.length) {
      const ids = params.push(filter.tags.ids);
      const names = params.push(filter.tags.names.map((n) => n.toLowerCase()));
      where.push(
        `EXISTS (SELECT 1 FROM "campaigns"."campaign_tag_link" l JOIN "campaigns"."campaign_tag" t ON t."id" = l."tag_id"
                 WHERE l."campaign_id" = c."id" AND t."user_id" = c."user_id" AND (t."id" = ANY($${ids}::bigint[]) OR lower(t."name") = ANY($${names}::text[])))`,
      );
    }
    const from = `FROM "campaigns"."campaign" c WHERE ${where.join(' AND ')}`;
    const page = `${filter.limit > 0 ? `LIMIT ${filter.limit}` : ''} OFFSET ${filter.offset}`;
    const [rows, count] = await Promise.all([
      this.db.query<CampaignRow[]>(`SELECT ${CAMPAIGN_COLUMNS} ${from} ORDER BY ${filter.order} ${page}`, params),
      this.db.query<{ n: string }[]>(`SELECT count(*) AS "n" ${from}`, params),
    ]);
    return { rows, total: Number(count[0]?.n ?? 0) };
  }
}
