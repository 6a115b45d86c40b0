/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
import { apiUser, e2eEnv, e2eMailInbox, seedUser, unique, until } from '@mail/testing';

import { sql } from './campaigns-helpers';
import { validEmail } from './emails-helpers';

const inbox = e2eMailInbox();

// The group's DefaultSenderDomainMonthlyLimit holds campaign messages from its default sender domain once the month's
// quota is used (queued, never dropped); User.Current's GroupInfo shows what is left. Mail from another domain is not
// under it. Skipped when the run has no inbox to read.
(inbox ? describe : describe.skip)('the default sender domain’s monthly limit (campaigns)', () => {
  const { api, adminApiKey } = e2eEnv();
  const domain = `${unique('quota')}.example`;
  const audience = `${unique('aud')}.example`;

  it('sends up to the quota, holds the rest, counts it in GroupInfo, and leaves other domains alone', async () => {
    const [group] = await sql<{ id: number }>(
      `INSERT INTO "accounts"."user_group" ("name", "default_sender_domain", "default_sender_domain_monthly_limit") VALUES ($1, $2, 2) RETURNING "id"`,
      [unique('group'), domain],
    );
    const seeded = await seedUser(api, adminApiKey, { RelUserGroupID: group.id });
    const u = apiUser(api, seeded.apiKey);
    const listId = Number((await u.ok('List.Create', { SubscriberListName: unique('list') })).ListID);
    for (const name of ['a', 'b', 'c']) await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: `${name}@${audience}` });
    const campaignFrom = async (fromEmail: string) => {
      const { EmailID } = await u.ok('Email.Create');
      await u.ok('Email.Update', { EmailID, ...validEmail({ FromEmail: fromEmail, Subject: `From ${fromEmail}` }) });
      const { CampaignID } = await u.ok('Campaign.Create', { CampaignName: unique('quota') });
      await u.ok('Campaign.Update', { CampaignID, RelEmailID: EmailID, ScheduleType: 'Immediate', RecipientListsAndSegments: `${listId}:0` });
      await u.ok('Campaign.Approve', { CampaignID });
      return Number(CampaignID);
    };
    const received = async (fromEmail: string) =>
      (await Promise.all(['a', 'b', 'c'].map((n) => inbox!.list(`${n}@${audience}`)))).flat().filter((m: any) => m.subject === `From ${fromEmail}`).length;
    const campaign = async (id: number) => (await u.ok('Campaign.Get', { CampaignID: id })).Campaign;

    const limited = await campaignFrom(`news@${domain}`);
    await until(
      () => received(`news@${domain}`),
      (n) => n >= 2,
      'the quota’s two messages',
      30_000,
    );
    // every delivery worker of the campaign stopped (or waits for a later start) and no claim is in flight:
    // nothing more goes out until the quota frees
    await until(
      async () =>
        (
          await sql<{ busy: number }>(
            `SELECT (SELECT count(*) FROM "campaigns_jobs"."job" WHERE "name" = 'campaigns.deliver' AND ("data"->>'campaignId')::bigint = $1
                       AND ("state" = 'active' OR ("state" IN ('created', 'retry') AND "start_after" <= now())))
                  + (SELECT count(*) FROM "campaigns"."recipient" WHERE "campaign_id" = $1 AND "state" = 'sending')::int AS "busy"`,
            [limited],
          )
        )[0].busy,
      (busy) => Number(busy) === 0,
      'the limited campaign’s delivery idle',
      30_000,
    );
    expect(await received(`news@${domain}`)).toBe(2);
    expect((await campaign(limited)).CampaignStatus).toBe('Sending');
    const groupInfo = await until(
      async () => (await u.ok('User.Current')).UserInfo.GroupInfo,
      (g) => g.Options.DefaultSenderDomainRemainingMonthlyQuota === 0,
      'GroupInfo counting the two messages',
    );
    expect(groupInfo.Options).toEqual({ DefaultSenderDomain: domain, DefaultSenderDomainMonthlyLimit: 2, DefaultSenderDomainRemainingMonthlyQuota: 0 });

    const own = await campaignFrom(`news@own-${domain}`);
    await until(
      () => campaign(own),
      (c) => c.CampaignStatus === 'Sent',
      'the other domain’s campaign Sent',
      30_000,
    );
    expect(await received(`news@own-${domain}`)).toBe(3);
    expect(await received(`news@${domain}`)).toBe(2);
    await u.ok('Campaign.Cancel', { CampaignID: limited });
  }, 90_000);
});
