import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { JobQueue } from '@mail/jobs';
import { bootService, e2eMailInbox, type ServiceHarness } from '@mail/testing';

import { CampaignsModule } from '../src';
import { TrackingRepository } from '../src/engagement/tracking.repository';
import { nextRunAt } from '../src/reports/report-schedule';
import { ReportTick } from '../src/reports/report-run/report-run.jobs';
import { ReportScheduler } from '../src/reports/report-run/report-scheduler';
import { sentCampaign } from './campaign-fixture';

const inbox = e2eMailInbox();

/**
 * An automated report really arrives: campaigns written as the delivery pipeline leaves them, tracking events as
 * the tracking endpoints record them, a report made due, run through ReportScheduler.runDue and its report-run
 * job, and the message read back from the dev mailbox the suite's SMTP server fills.
 */
(inbox ? describe : describe.skip)('automated reports: a due report is emailed (campaigns on the in-process bus, real PostgreSQL)', () => {
  let h: ServiceHarness;
  let scratch: ScratchDatabase;
  const sharedUrl = process.env.DATABASE_URL;
  const user = 5_000_000 + Math.floor(Math.random() * 1_000_000);
  const boss = `boss.${user}@example.com`;
  const team = `team.${user}@example.com`;
  const idle = `idle.${user}@example.com`;
  const sql = (text: string, params: unknown[] = []) => h.db.dataSource.query(text, params);

  async function campaign(name: string, o: { sentSecondsAgo?: number; userId?: number } = {}): Promise<{ id: number; recipients: number[] }> {
    const subscribers = [1, 2, 3].map((i) => ({ id: i, email: `s${i}.${name.replace(/\W/g, '')}@example.com` }));
    const sent = await sentCampaign(sql, {
      userId: o.userId ?? user,
      listId: 1,
      subscribers,
      urls: ['https://example.com/offer'],
      sentSecondsAgo: o.sentSecondsAgo,
    });
    await sql(`UPDATE "campaigns"."campaign" SET "name" = $2 WHERE "id" = $1`, [sent.campaignId, name]);
    return { id: sent.campaignId, recipients: sent.recipients.map((r) => r.recipientId) };
  }

  /** as the tracking endpoints record it: inside the recipient's tally, which keeps the campaign's counters */
  async function event(campaignId: number, recipientId: number, kind: string): Promise<void> {
    const tracking = h.get(TrackingRepository);
    const recipient = await tracking.recipient({ campaignId, run: 1, recipientId });
    if (!recipient) throw new Error(`no recipient ${recipientId} of campaign ${campaignId}`);
    await tracking.recipientTransaction(recipient, (m) =>
      m.query(`INSERT INTO "campaigns"."tracking_event" ("campaign_id", "recipient_id", "subscriber_id", "list_id", "kind") VALUES ($1, $2, $2, 1, $3)`, [
        campaignId,
        recipientId,
        kind,
      ]),
    );
  }

  async function create(params: Record<string, unknown>): Promise<number> {
    const reply = await h.call('automated_reports.create', params, user);
    if (!reply.ok) throw new Error(JSON.stringify(reply));
    return Number(reply.body.ReportID);
  }

  // a database of its own: the e2e suite's own report tick must not claim these reports
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'reports_int');
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(CampaignsModule, { service: 'campaigns' });
    // runDue is driven by the test alone, not by the minute tick
    await h.get(JobQueue).unschedule(ReportTick);
  });
  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = sharedUrl;
    if (scratch) await dropScratchDatabase(scratch);
  });

  it('mails every recipient the figures of the tagged campaigns sent in the period, then moves the schedule on', async () => {
    const spring = await campaign('Spring sale');
    const untagged = await campaign('Untagged news');
    await campaign('Old tagged', { sentSecondsAgo: 30 * 86_400 });
    await campaign('Someone else', { userId: user + 1 });
    const [tag] = await sql(`INSERT INTO "campaigns"."campaign_tag" ("user_id", "name") VALUES ($1, 'Newsletter') RETURNING "id"`, [user]);
    const [old] = await sql(`SELECT "id" FROM "campaigns"."campaign" WHERE "user_id" = $1 AND "name" = 'Old tagged'`, [user]);
    for (const campaignId of [spring.id, old.id])
      await sql(`INSERT INTO "campaigns"."campaign_tag_link" ("campaign_id", "tag_id") VALUES ($1, $2)`, [campaignId, tag.id]);
    const [r1, r2, r3] = spring.recipients;
    for (const [recipient, kind] of [
      [r1, 'open'],
      [r1, 'open'],
      [r2, 'open'],
      [r1, 'click'],
      [r2, 'unsubscribe'],
    ] as const)
      await event(spring.id, recipient, kind);
    await event(untagged.id, untagged.recipients[0], 'open');
    // as the bounce recorder records a hard bounce: the recipient's and the campaign's counter
    await sql(`UPDATE "campaigns"."recipient" SET "bounce" = 'Hard' WHERE "id" = $1`, [r3]);
    await sql(`UPDATE "campaigns"."campaign" SET "total_hard_bounces" = "total_hard_bounces" + 1 WHERE "id" = $1`, [spring.id]);

    const weekly = await create({
      reportname: 'Weekly numbers',
      frequency: 'weekly',
      filtertype: 'tags',
      filtertags: String(tag.id),
      recipientemails: `${boss}, ${team}`,
    });
    const disabled = await create({ reportname: 'Never', frequency: 'daily', filtertype: 'all', recipientemails: idle, status: 'disabled' });
    await sql(`UPDATE "campaigns"."automated_report" SET "next_run_at" = now() - interval '1 minute' WHERE "id" = ANY($1::bigint[])`, [[weekly, disabled]]);

    const now = new Date();
    expect(await h.get(ReportScheduler).runDue(now)).toBe(1);
    expect(await h.get(ReportScheduler).runDue(now)).toBe(0);

    for (const to of [boss, team]) {
      const mail = await inbox!.waitFor(to, { timeoutMs: 20_000 });
      expect(mail.to).toEqual([to]);
      expect(mail.subject).toMatch(/^Weekly numbers: campaign report, /);
      expect(mail.html).toContain('Spring sale');
      expect(mail.html).not.toContain('Untagged news');
      expect(mail.html).not.toContain('Old tagged');
      expect(mail.html).not.toContain('Someone else');
      expect(mail.text).toContain('Spring sale');
      expect(mail.text).toContain('Sent: 3 | Unique opens: 2 | Opens: 3 | Unique clicks: 1 | Clicks: 1 | Unsubscriptions: 1 | Bounces: 1');
    }
    expect(await inbox!.list(idle)).toEqual([]);

    const got = await h.call('automated_reports.get', { reportid: weekly }, user);
    if (!got.ok) throw new Error(JSON.stringify(got));
    const report = got.body.Report;
    expect(new Date(`${report.LastRunDate.replace(' ', 'T')}Z`).getTime()).toBe(Math.floor(now.getTime() / 1000) * 1000);
    expect(`${report.NextRunDate.replace(' ', 'T')}.000Z`).toBe(nextRunAt('weekly', now).toISOString());
    expect(report.LastRunDateFormatted).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2} UTC$/);
  });
});
