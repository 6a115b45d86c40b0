import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Campaign.Approve used to leave an unscheduled Draft's ScheduleType `Not Scheduled` when it made it Ready, and the
 * delivery scheduler never starts a `Not Scheduled` campaign: such campaigns waited for ever. They are sent now
 * (Immediate), as a campaign made Ready without a schedule is (docs/decisions.md, "Statuses").
 */
export class ApprovedCampaignsWithoutSchedule1799400000000 implements MigrationInterface {
  name = 'ApprovedCampaignsWithoutSchedule1799400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "campaigns"."campaign" SET "schedule_type" = 'Immediate', "next_send_at" = coalesce("next_send_at", now())
      WHERE "schedule_type" = 'Not Scheduled' AND "status" IN ('Ready', 'Scheduled', 'Paused')`);
  }

  async down(): Promise<void> {
    // the campaigns it made due are sent or sending: nothing to undo
  }
}
