import { campaignsUser, type CampaignsUser, sql } from './campaigns-helpers';

/** an auto-resend child of `parentId`'s run `run`, as the auto-resend job writes it */
async function resendChild(userId: number, parentId: number, run: number, name: string): Promise<number> {
  const [row] = await sql<{ id: string }>(
    `INSERT INTO "campaigns"."campaign" ("user_id", "name", "parent_campaign_id", "parent_run") VALUES ($1, $2, $3, $4) RETURNING "id"`,
    [userId, name, parentId, run],
  );
  return Number(row.id);
}

// Campaign.Get reads the campaign, its statistics, tags, auto-resend child, parent and send span in one statement:
// each optional part appears exactly when asked for, everything is scoped to the caller, and the per-day window is
// StatisticsDays long from the send.
describe('Campaign.Get: every part from one read', () => {
  let u: CampaignsUser;
  let other: CampaignsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([campaignsUser(), campaignsUser()]);
  });

  it('answers tags, statistics, the latest own resend child, the parent and the throughput, each only when asked for', async () => {
    const parent = await u.campaign('parent', { Tags: 'zeta, Alpha' });
    await sql(
      `UPDATE "campaigns"."campaign" SET "current_run" = 2, "total_sent" = 40, "total_hard_bounces" = 2,
         "send_started_at" = now() - interval '10 days' WHERE "id" = $1`,
      [parent],
    );
    await sql(
      `INSERT INTO "campaigns"."campaign_run" ("campaign_id", "run", "sent", "first_sent_at", "last_sent_at")
       VALUES ($1, 1, 7, now() - interval '20 days', now() - interval '20 days'), ($1, 2, 40, now() - interval '10 days', now() - interval '10 days' + interval '8 seconds')`,
      [parent],
    );
    await resendChild(u.user.userId, parent, 1, 'first resend');
    const child = await resendChild(u.user.userId, parent, 2, 'second resend');
    // another user's row pointing at the campaign is not its resend
    await resendChild(other.user.userId, parent, 3, 'not yours');

    const full = await u.ok('Campaign.Get', { CampaignID: parent, RetrieveTags: 'true', RetrieveStatistics: 'true', StatisticsDays: '3' });
    expect(full.Campaign).toMatchObject({ CampaignID: parent, TotalSent: 40, HardBounceRatio: '5.00', Tags: ['Alpha', 'zeta'] });
    expect(full.Campaign.AutoResendCampaign).toMatchObject({ CampaignID: child, Name: 'second resend', OriginalCampaignID: parent });
    expect(full.Campaign.ParentCampaign).toBeUndefined();
    expect(full.Campaign.Statistics.BounceStatistics).toMatchObject({ TotalHardBounces: 2, HardBounceRatio: '5.00' });
    expect(full.Campaign.Statistics.OpenStatistics.Days).toHaveLength(3);
    expect(full.CampaignThroughput).toEqual({ EmailsPerSecond: 5, Duration: 8 });

    const tagsOnly = (await u.ok('Campaign.Get', { CampaignID: parent, RetrieveTags: 'true' })).Campaign;
    expect(tagsOnly.Tags).toEqual(['Alpha', 'zeta']);
    expect(tagsOnly.Statistics).toBeUndefined();
    expect(tagsOnly.UniqueOpens).toBeUndefined();
    const statisticsOnly = (await u.ok('Campaign.Get', { CampaignID: parent, RetrieveStatistics: 'true' })).Campaign;
    expect(statisticsOnly.Tags).toBeUndefined();
    expect(statisticsOnly.Statistics.OpenStatistics.Days).toHaveLength(11);

    const ofChild = (await u.ok('Campaign.Get', { CampaignID: child })).Campaign;
    expect(ofChild.ParentCampaign).toMatchObject({ CampaignID: parent, Name: 'parent', TotalSent: 40 });
    expect(ofChild.AutoResendCampaign).toEqual([]);
    expect((await other.ok('Campaign.Get', { CampaignID: parent, RetrieveTags: 'true', RetrieveStatistics: 'true' })).Campaign).toEqual([]);
  });
});
