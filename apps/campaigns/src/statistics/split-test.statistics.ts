import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { InjectDataSource } from '@mail/db';

import { ratio } from './statistics.assembly';

/** One A/B variation's figures in Campaign.Get's SplitABTestStatistics. */
export interface VariationFigures {
  /** 1-based, in the order of the ABTesting Variations */
  Variation: number;
  EmailID: number;
  Weight: number;
  /** the variation's share of the weights, as the audience was split ("70.00") */
  Percentage: string;
  TotalRecipients: number;
  TotalSent: number;
  UniqueOpens: number;
  TotalOpens: number;
  OpenRatio: string;
  UniqueClicks: number;
  TotalClicks: number;
  ClickRatio: string;
  TotalUnsubscriptions: number;
  TotalHardBounces: number;
  TotalSoftBounces: number;
}

interface Variation {
  emailId: number;
  weight: number;
}

type Counts = Record<'recipients' | 'sent' | 'hard' | 'soft' | 'opens' | 'uopens' | 'clicks' | 'uclicks' | 'unsubs', number>;

// recipients and their human events per variation; a variation nobody was assigned has no row
const COUNTS = `WITH r AS (
    SELECT "variation", count(*)::int AS "recipients", count(*) FILTER (WHERE "state" = 'sent')::int AS "sent",
           count(*) FILTER (WHERE "bounce" = 'Hard')::int AS "hard", count(*) FILTER (WHERE "bounce" = 'Soft')::int AS "soft"
    FROM "campaigns"."recipient" WHERE "campaign_id" = $1 AND "variation" IS NOT NULL GROUP BY "variation"
  ), e AS (
    SELECT q."variation",
           count(*) FILTER (WHERE e."kind" = 'open')::int AS "opens", count(DISTINCT e."recipient_id") FILTER (WHERE e."kind" = 'open')::int AS "uopens",
           count(*) FILTER (WHERE e."kind" = 'click')::int AS "clicks", count(DISTINCT e."recipient_id") FILTER (WHERE e."kind" = 'click')::int AS "uclicks",
           count(DISTINCT e."recipient_id") FILTER (WHERE e."kind" = 'unsubscribe')::int AS "unsubs"
    FROM "campaigns"."tracking_event" e JOIN "campaigns"."recipient" q ON q."id" = e."recipient_id"
    WHERE e."campaign_id" = $1 AND NOT e."is_bot" AND q."variation" IS NOT NULL GROUP BY q."variation"
  )
  SELECT r.*, coalesce(e."opens", 0) AS "opens", coalesce(e."uopens", 0) AS "uopens", coalesce(e."clicks", 0) AS "clicks",
         coalesce(e."uclicks", 0) AS "uclicks", coalesce(e."unsubs", 0) AS "unsubs"
  FROM r LEFT JOIN e ON e."variation" = r."variation"`;

/**
 * SplitABTestStatistics: the figures of each A/B variation, from the recipients the snapshot assigned to it and the
 * human events recorded for them (the same rules as the campaign's statistics). The variations are those the latest
 * run was sent with (frozen in its content), else the campaign's configured ones (all zero before a send).
 */
@Injectable()
export class SplitTestStatistics {
  constructor(@InjectDataSource('campaigns') private readonly db: DataSource) {}

  async of(campaignId: number, configured: Variation[] | null): Promise<VariationFigures[]> {
    const [run] = await this.db.query(
      `SELECT "content"->'variations' AS "variations" FROM "campaigns"."campaign_run" WHERE "campaign_id" = $1 AND "content" ? 'variations'
       ORDER BY "run" DESC LIMIT 1`,
      [campaignId],
    );
    const variations: Variation[] = run?.variations ?? configured ?? [];
    if (!variations.length) return [];
    const rows: (Counts & { variation: number })[] = await this.db.query(COUNTS, [campaignId]);
    const total = variations.reduce((sum, v) => sum + v.weight, 0);
    return variations.map((v, index) =>
      figures(
        index,
        v,
        total,
        rows.find((r) => r.variation === index),
      ),
    );
  }
}

function figures(index: number, v: Variation, totalWeight: number, c: Counts | undefined): VariationFigures {
  const sent = c?.sent ?? 0;
  return {
    Variation: index + 1,
    EmailID: v.emailId,
    Weight: v.weight,
    Percentage: ratio(v.weight, totalWeight),
    TotalRecipients: c?.recipients ?? 0,
    TotalSent: sent,
    UniqueOpens: c?.uopens ?? 0,
    TotalOpens: c?.opens ?? 0,
    OpenRatio: ratio(c?.uopens ?? 0, sent),
    UniqueClicks: c?.uclicks ?? 0,
    TotalClicks: c?.clicks ?? 0,
    ClickRatio: ratio(c?.uclicks ?? 0, sent),
    TotalUnsubscriptions: c?.unsubs ?? 0,
    TotalHardBounces: c?.hard ?? 0,
    TotalSoftBounces: c?.soft ?? 0,
  };
}
