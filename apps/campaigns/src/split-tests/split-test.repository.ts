import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import type { SplitTestWinner } from '@mail/contracts';
import { returningRows } from '@mail/db';
import { ServiceDb } from '@mail/kit';

export interface SplitTestRow {
  id: number;
  campaign_id: number;
  test_size: number;
  test_duration: number;
  winner_rule: SplitTestWinner;
  state: 'pending' | 'testing' | 'decided';
  run: number | null;
  winner_variation: number | null;
}

/** one variation's test figures: recipients sent, and those with a human open or click */
export interface VariationTestFigures {
  variation: number;
  sent: number;
  opened: number;
  clicked: number;
}

/** statuses a split test may still be set in: the campaign has not started sending */
const UNSENT = `ARRAY['Draft', 'Ready', 'Scheduled', 'Pending Approval']`;
const COLUMNS = `"id"::int AS "id", "campaign_id"::int AS "campaign_id", "test_size", "test_duration", "winner_rule", "state", "run", "winner_variation"`;

/**
 * A campaign's split test (splittest.create) and what its run does with it: which run tests (the first snapshot
 * after it was set), the test recipients' figures, and releasing the held recipients with the winner.
 */
@Injectable()
export class SplitTestRepository {
  constructor(private readonly db: ServiceDb) {}

  /** sets (or replaces, while not run) the split test of the user's unsent campaign */
  async save(
    userId: number,
    campaignId: number,
    test: { size: number; duration: number; rule: SplitTestWinner },
  ): Promise<{ id: number } | 'missing' | 'started'> {
    const row = await this.db.one<{ id: number | null; owned: boolean }>(
      `WITH c AS (SELECT "id", "status" = ANY(${UNSENT}) AS "unsent" FROM "campaigns"."campaign" WHERE "id" = $1 AND "user_id" = $2),
       saved AS (
         INSERT INTO "campaigns"."split_test" ("campaign_id", "user_id", "test_size", "test_duration", "winner_rule")
         SELECT c."id", $2, $3, $4, $5 FROM c WHERE c."unsent"
         ON CONFLICT ("campaign_id") DO UPDATE SET "test_size" = excluded."test_size", "test_duration" = excluded."test_duration",
           "winner_rule" = excluded."winner_rule" WHERE "split_test"."state" = 'pending'
         RETURNING "id"
       )
       SELECT (SELECT "id"::int FROM saved) AS "id", EXISTS (SELECT 1 FROM c) AS "owned"`,
      [campaignId, userId, test.size, test.duration, test.rule],
    );
    if (!row?.owned) return 'missing';
    return row.id ? { id: row.id } : 'started';
  }

  /**
   * The test share (%) of a run that starts the campaign's pending split test (or already holds it: a retried snapshot);
   * undefined when the run has no split test.
   */
  async shareForRun(m: EntityManager, campaignId: number, run: number): Promise<number | undefined> {
    const [row] = returningRows<{ test_size: number }>(
      await m.query(
        `UPDATE "campaigns"."split_test" SET "state" = 'testing', "run" = $2
       WHERE "campaign_id" = $1 AND ("state" = 'pending' OR ("state" = 'testing' AND "run" = $2)) RETURNING "test_size"`,
        [campaignId, run],
      ),
    );
    return row?.test_size;
  }

  forRun(campaignId: number, run: number): Promise<SplitTestRow | undefined> {
    return this.db.one<SplitTestRow>(`SELECT ${COLUMNS} FROM "campaigns"."split_test" WHERE "campaign_id" = $1 AND "run" = $2`, [campaignId, run]);
  }

  ofCampaign(campaignId: number): Promise<SplitTestRow | undefined> {
    return this.db.one<SplitTestRow>(`SELECT ${COLUMNS} FROM "campaigns"."split_test" WHERE "campaign_id" = $1`, [campaignId]);
  }

  /** the test recipients' figures per variation (human opens and clicks; a click tells an open) */
  testFigures(campaignId: number, run: number): Promise<VariationTestFigures[]> {
    return this.db.query<VariationTestFigures>(
      `SELECT r."variation", count(*) FILTER (WHERE r."state" = 'sent')::int AS "sent",
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM "campaigns"."tracking_event" e WHERE e."campaign_id" = $1 AND e."recipient_id" = r."id"
                                             AND e."kind" IN ('open', 'click') AND NOT e."is_bot"))::int AS "opened",
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM "campaigns"."tracking_event" e WHERE e."campaign_id" = $1 AND e."recipient_id" = r."id"
                                             AND e."kind" = 'click' AND NOT e."is_bot"))::int AS "clicked"
       FROM "campaigns"."recipient" r WHERE r."campaign_id" = $1 AND r."run" = $2 AND r."variation" IS NOT NULL GROUP BY r."variation"`,
      [campaignId, run],
    );
  }

  /** the held recipients get the winner and are queued; the test is decided. False when it was decided before. */
  async release(campaignId: number, run: number, winner: number, emailId: number): Promise<boolean> {
    return this.db.tx(async (m) => {
      const decided = returningRows(
        await m.query(
          `UPDATE "campaigns"."split_test" SET "state" = 'decided', "winner_variation" = $3, "decided_at" = now()
           WHERE "campaign_id" = $1 AND "run" = $2 AND "state" = 'testing' RETURNING 1`,
          [campaignId, run, winner],
        ),
      );
      if (!decided.length) return false;
      await m.query(
        `UPDATE "campaigns"."recipient" SET "state" = 'queued', "variation" = $3, "email_id" = $4
         WHERE "campaign_id" = $1 AND "run" = $2 AND "state" = 'held'`,
        [campaignId, run, winner, emailId],
      );
      return true;
    });
  }
}
