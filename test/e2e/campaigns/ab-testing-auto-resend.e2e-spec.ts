/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import type { StoredMail } from '@mail/mail';
import { e2eEnv, e2eMailInbox, until as poll, unique } from '@mail/testing';

import { sql } from './campaigns-helpers';
import { codes, type EmailsUser, emailsUser, FORMATS, succeeded, validEmail } from './emails-helpers';

const inbox = e2eMailInbox();
const BROWSER = { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15' };
const until = <T>(probe: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 60_000): Promise<T> => poll(probe, done, what, ms, 250);

/** XML renders a list as `<node_0>`, `<node_1>`…: the items in order, whatever the format */
const items = (value: any): any[] => (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []);

describe('Campaign.Update ABTesting and OriginalCampaignID', () => {
  let u: EmailsUser;
  let other: EmailsUser;
  let a: number;
  let b: number;
  beforeAll(async () => {
    [u, other] = await Promise.all([emailsUser(), emailsUser()]);
    a = await u.email(validEmail({ Subject: 'A' }));
    b = await u.email(validEmail({ Subject: 'B' }));
  });
  const campaign = async () => Number((await u.ok('Campaign.Create', { CampaignName: unique('ab') })).CampaignID);

  it.each(FORMATS)('answers 17–25 and 29 in the vendor’s order and writes nothing refused (%s)', async (format) => {
    const id = await campaign();
    const theirs = await other.email();
    const code = async (params: Record<string, unknown>, encoding?: 'form' | 'json') =>
      codes(await u.call('Campaign.Update', { CampaignID: id, ...params }, format, encoding ? { encoding } : undefined));
    const v = (...list: unknown[]) => ({ Variations: list });
    expect(await code({ ABTesting: '{broken' })).toEqual([17]);
    expect(await code({ ABTesting: { Tests: 'x' } }, 'json')).toEqual([18]);
    expect(await code({ ABTesting: JSON.stringify(v({ EmailID: a, Weight: 1 }, { EmailID: theirs, Weight: 1 })) })).toEqual([19]);
    expect(await code({ ABTesting: v({ EmailID: a, Weight: 1 }) }, 'json')).toEqual([21]);
    expect(await code({ ABTesting: v(...Array.from({ length: 6 }, () => ({ EmailID: a, Weight: 1 }))) }, 'json')).toEqual([22]);
    expect(await code({ ABTesting: v({ EmailID: a }, { EmailID: b, Weight: 1 }) })).toEqual([23]);
    expect(await code({ ABTesting: v({ EmailID: 'first', Weight: 1 }, { EmailID: b, Weight: 1 }) })).toEqual([24]);
    expect(await code({ ABTesting: v({ EmailID: a, Weight: 1 }, { EmailID: b, Weight: 101 }) })).toEqual([25]);
    expect(await code({ OriginalCampaignID: 'x' })).toEqual([29]);
    expect(await code({ OriginalCampaignID: id })).toEqual([29]);
    expect(await code({ OriginalCampaignID: await other.ok('Campaign.Create', { CampaignName: 'x' }).then((r) => r.CampaignID) })).toEqual([29]);
    expect((await u.ok('Campaign.Get', { CampaignID: id })).Campaign).toMatchObject({ ABTesting: [], OriginalCampaignID: 0 });
  });

  it.each(FORMATS)('stores ABTesting from form fields, a JSON body or JSON text, any key casing, and shows it (%s)', async (format) => {
    const id = await campaign();
    const shown = async () => {
      const res = await u.call('Campaign.Get', { CampaignID: id }, format);
      expect(succeeded(res)).toBe(true);
      return items(res.body.Campaign.ABTesting.Variations).map((x: any) => [Number(x.EmailID), Number(x.Weight)]);
    };
    // form fields: ABTesting[Variations][0][EmailID]=…
    expect(
      succeeded(
        await u.call(
          'Campaign.Update',
          {
            CampaignID: id,
            ABTesting: {
              Variations: [
                { EmailID: a, Weight: 70 },
                { EmailID: b, Weight: 30 },
              ],
            },
          },
          format,
        ),
      ),
    ).toBe(true);
    expect(await shown()).toEqual([
      [a, 70],
      [b, 30],
    ]);
    const body = {
      CampaignID: id,
      abtesting: {
        variations: [
          { emailid: b, weight: 1 },
          { emailId: a, weight: 3 },
        ],
      },
    };
    expect(succeeded(await u.call('Campaign.Update', body, format, { encoding: 'json' }))).toBe(true);
    expect(await shown()).toEqual([
      [b, 1],
      [a, 3],
    ]);
    const text = JSON.stringify({
      Variations: [
        { EmailID: a, Weight: 50 },
        { EmailID: b, Weight: 50 },
      ],
    });
    expect(succeeded(await u.call('Campaign.Update', { CampaignID: id, ABTesting: text }, format))).toBe(true);
    expect(await shown()).toEqual([
      [a, 50],
      [b, 50],
    ]);
    expect(succeeded(await u.call('Campaign.Update', { CampaignID: id, ABTesting: 'none' }, format))).toBe(true);
    expect((await u.ok('Campaign.Get', { CampaignID: id })).Campaign.ABTesting).toEqual([]);
  });
});

// Real sends through HTTP, delivered to the dev SMTP server's inbox. Skipped when the run has no inbox to read.
(inbox ? describe : describe.skip)('A/B testing and auto-resend from Campaign.Update to the inbox', () => {
  const { baseUrl } = e2eEnv();
  let u: EmailsUser;
  beforeAll(async () => {
    u = await emailsUser();
  });

  const received = async (address: string): Promise<StoredMail[]> =>
    Promise.all((await inbox!.list(address)).map((m) => inbox!.get(m.id))).then((all) => all.sort((x, y) => x.receivedAt.localeCompare(y.receivedAt)));
  const campaignGet = async (id: number, extra: Record<string, unknown> = {}, format?: 'JSON' | 'XML') => {
    const res = await u.call('Campaign.Get', { CampaignID: id, ...extra }, format);
    expect(succeeded(res)).toBe(true);
    return res.body.Campaign;
  };
  /** a list of fresh addresses and an approved, Immediate campaign to it with these settings */
  async function send(names: string[], settings: Record<string, unknown>): Promise<{ id: number; address: (name: string) => string }> {
    const domain = `${unique('ab')}.example`;
    const address = (name: string) => `${name}@${domain}`;
    const list = await u.list();
    for (const name of names) await u.subscriber(list, address(name));
    const id = Number((await u.ok('Campaign.Create', { CampaignName: unique('ab') })).CampaignID);
    await u.ok('Campaign.Update', { CampaignID: id, ScheduleType: 'Immediate', RecipientListsAndSegments: `${list}:0`, ...settings });
    await u.ok('Campaign.Approve', { CampaignID: id });
    await until(
      () => campaignGet(id),
      (c) => c.CampaignStatus === 'Sent',
      'the campaign to be Sent',
    );
    return { id, address };
  }

  it.each(FORMATS)('sends each recipient its variation’s email and answers SplitABTestStatistics (%s)', async (format) => {
    const a = await u.email(validEmail({ Subject: 'Variant A' }));
    const b = await u.email(validEmail({ Subject: 'Variant B' }));
    const names = ['r0', 'r1', 'r2', 'r3'];
    const { id, address } = await send(names, {
      RelEmailID: a,
      ABTesting: JSON.stringify({
        Variations: [
          { EmailID: a, Weight: 1 },
          { EmailID: b, Weight: 1 },
        ],
      }),
    });
    const subjects = await Promise.all(names.map(async (n) => (await received(address(n))).map((m) => m.subject)));
    expect(subjects.flat().sort()).toEqual(['Variant A', 'Variant A', 'Variant B', 'Variant B']);

    const readerOfB = names[subjects.findIndex((s) => s[0] === 'Variant B')];
    const [mail] = await received(address(readerOfB));
    const pixel = /<img[^>]+src="([^"]+\/t\/o\/[^"]+)"/.exec(mail.html!)![1];
    expect(pixel.startsWith(baseUrl)).toBe(true);
    expect((await fetch(pixel, { headers: BROWSER })).status).toBe(200);

    const stats = items((await campaignGet(id, { SplitABTestStatistics: true }, format)).SplitABTestStatistics);
    const figures = stats.map((s: any) => [Number(s.Variation), Number(s.EmailID), Number(s.TotalSent), Number(s.UniqueOpens), String(s.Percentage)]);
    expect(figures).toEqual([
      [1, a, 2, 0, '50.00'],
      [2, b, 2, 1, '50.00'],
    ]);
  });

  it('resends to the non-openers when AutoResendWaitDays are over, with its subject and preheader, linked to the original (JSON and XML)', async () => {
    const emailId = await u.email(
      validEmail({ Subject: 'Spring sale', HTMLContent: '<html><body><p>Sale</p><a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>' }),
    );
    const { id, address } = await send(['reader', 'sleeper'], {
      RelEmailID: emailId,
      AutoResendEnabled: 'true',
      AutoResendWaitDays: 3,
      AutoResendSubject: 'Last call for %Subscriber:EmailAddress%',
      AutoResendPreHeaderText: 'Ends tonight',
    });
    expect(await campaignGet(id)).toMatchObject({ AutoResendCampaign: [], AutoResendWaitDays: 3 });
    const [readerMail] = await received(address('reader'));
    const pixel = /<img[^>]+src="([^"]+\/t\/o\/[^"]+)"/.exec(readerMail.html!)![1];
    expect((await fetch(pixel, { headers: BROWSER })).status).toBe(200);

    // the job was planned 3 days after the send finished; the test brings it forward instead of waiting
    const planned = await until(
      () =>
        sql<{ id: string; days: number }>(
          `SELECT j."id", round(extract(epoch FROM j."start_after" - c."send_finished_at") / 86400)::int AS "days"
         FROM "campaigns_jobs"."job" j JOIN "campaigns"."campaign" c ON c."id" = $1
         WHERE j."name" = 'campaigns.auto-resend' AND j."data"->>'campaignId' = $1::text AND j."state" = 'created'`,
          [id],
        ),
      (rows) => rows.length === 1,
      'the planned auto-resend',
    );
    expect(planned[0].days).toBe(3);
    await sql(`UPDATE "campaigns_jobs"."job" SET "start_after" = now() WHERE "id" = $1`, [planned[0].id]);

    const parent = await until(
      () => campaignGet(id),
      (c) => c.AutoResendCampaign?.CampaignStatus === 'Sent',
      'the auto-resend to be sent',
    );
    const childId = Number(parent.AutoResendCampaign.CampaignID);
    expect(parent.AutoResendCampaign).toMatchObject({ OriginalCampaignID: id, TotalSent: 1, EmailSubject: 'Last call for %Subscriber:EmailAddress%' });
    expect(parent).not.toHaveProperty('ParentCampaign');

    expect((await received(address('reader'))).map((m) => m.subject)).toEqual(['Spring sale']);
    const sleeper = await received(address('sleeper'));
    expect(sleeper.map((m) => m.subject)).toEqual(['Spring sale', `Last call for ${address('sleeper')}`]);
    expect(sleeper[1].html).toContain('Ends tonight');

    const child = await campaignGet(childId, {}, 'XML');
    expect(child.ParentCampaign.CampaignID).toBe(String(id));
    expect(Number(child.OriginalCampaignID)).toBe(id);
    const parentXml = await campaignGet(id, {}, 'XML');
    expect(parentXml.AutoResendCampaign.CampaignID).toBe(String(childId));

    const listed = async (extra: Record<string, unknown>) =>
      items((await u.ok('Campaigns.Get', { RetrieveStatistics: 0, ...extra })).Campaigns).map((c: any) => Number(c.CampaignID));
    expect(await listed({})).toContain(id);
    expect(await listed({})).not.toContain(childId);
    expect(await listed({ Include_AutoResend: 'true' })).toEqual(expect.arrayContaining([id, childId]));
  });
});
