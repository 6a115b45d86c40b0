import type { StoredMail } from '@mail/mail';
import { deliveryStatusReport, e2eEnv, e2eMailInbox, seedUser, unique, until } from '@mail/testing';

import { codes, type EmailsUser, emailsUser, succeeded, validEmail } from '../campaigns/emails-helpers';

const inbox = e2eMailInbox();
const { api, adminApiKey, baseUrl } = e2eEnv();

describe('internal.bounce.register and POST /api/v1/process_pmta_log_file', () => {
  let u: EmailsUser;
  let campaignId: number;
  let listId: number;
  const domain = `${unique('bnc')}.example`;
  const address = (name: string) => `${name}@${domain}`;
  const mails: Record<string, StoredMail> = {};
  const campaign = async () => (await u.ok('Campaign.Get', { CampaignID: campaignId })).Campaign;

  // a campaign really sent to the dev inbox: its messages carry the VERP return paths the reports must name
  beforeAll(async () => {
    if (!inbox) return;
    u = await emailsUser();
    listId = await u.list(unique('bounce-list'));
    for (const name of ['dsn', 'soft', 'fbl', 'ok']) await u.subscriber(listId, address(name));
    const emailId = await u.email(validEmail({ Subject: 'Bounce me' }));
    campaignId = Number((await u.ok('Campaign.Create', { CampaignName: unique('bounce') })).CampaignID);
    await u.ok('Campaign.Update', { CampaignID: campaignId, RelEmailID: emailId, ScheduleType: 'Immediate', RecipientListsAndSegments: `${listId}:0` });
    await u.ok('Campaign.Approve', { CampaignID: campaignId });
    await until(campaign, (c) => c.Status === 'Sent', 'the campaign to be Sent', 60_000);
    for (const name of ['dsn', 'soft', 'fbl', 'ok']) mails[name] = await inbox.waitFor(address(name));
  }, 90_000);

  it('internal.bounce.register: 1 without EmailMessage; a message naming no bounce address of ours records nothing (JSON and XML)', async () => {
    expect(codes(await api.legacy('internal.bounce.register', {}))).toEqual([1]);
    const stray = deliveryStatusReport('postmaster@example.com', 'someone@example.com', '5.1.1').toString('utf8');
    for (const format of ['JSON', 'XML'] as const) {
      const res = await api.legacy('internal.bounce.register', { EmailMessage: stray, MailFrom: 'bounces+forged-token@example.com' }, { format });
      expect(succeeded(res)).toBe(true);
      expect(String(res.body.ErrorText)).toContain('nothing recorded');
    }
  });

  it('internal.bounce.register charges a DSN to the campaign recipient its VERP return path names (a hard bounce)', async () => {
    if (!inbox) return; // the run cannot read what was sent
    const dsn = deliveryStatusReport(mails.dsn.envelopeFrom, address('dsn'), '5.1.1').toString('utf8');
    const res = await api.legacy('internal.bounce.register', { EmailMessage: dsn, MailFrom: 'localhost' });
    expect(res.body).toMatchObject({ Success: true, ErrorCode: 0, ErrorText: 'Processed for 1 recipient' });
    await until(campaign, (c) => Number(c.TotalHardBounces) >= 1, 'the hard bounce', 15_000);
  });

  it('process_pmta_log_file records bounces and complaints per event, counting the events it cannot place', async () => {
    if (!inbox) return;
    const before = await campaign();
    const events = [
      { type: 'delivery', timeLogged: '2026-01-15T10:30:00Z', rcpt: address('ok'), orig: mails.ok.envelopeFrom },
      { type: 'bounce', timeLogged: '2026-01-15T10:31:00Z', rcpt: address('soft'), orig: mails.soft.envelopeFrom, bounceType: 'soft', dsnStatus: '4.2.2' },
      { type: 'f', rcpt: address('fbl'), orig: mails.fbl.envelopeFrom },
      { type: 'bounce', recipient: 'invalid@example.com', bounceType: 'hard' }, // no return path: nobody to charge
      { type: 'bounce', rcpt: 'someone-else@example.com', orig: mails.ok.envelopeFrom }, // another address than the message's
      { type: 'teleport', orig: mails.ok.envelopeFrom },
    ];
    // the body is the bare JSON array, as the vendor's example sends it
    const res = await fetch(`${baseUrl}/api/v1/process_pmta_log_file`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminApiKey}` },
      body: JSON.stringify(events),
    });
    expect([res.status, await res.json()]).toEqual([200, { Success: true, ProcessedCount: 3, ErrorCount: 3 }]);
    await until(campaign, (c) => Number(c.TotalSoftBounces) === Number(before.TotalSoftBounces) + 1, 'the soft bounce', 15_000);
    // a complaint unsubscribes the recipient (and suppresses the address)
    const status = async (name: string) =>
      (await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: address(name) })).SubscriberInformation.SubscriptionStatus;
    await until(
      () => status('fbl'),
      (s) => s === 'Unsubscribed',
      'the complaint',
      15_000,
    );
    expect(await status('ok')).toBe('Subscribed');
    // LogData as a form field of JSON text, on the legacy entry too
    const legacy = await api.legacy('process_pmta_log_file', { AdminAPIKey: adminApiKey, LogData: JSON.stringify([events[0]]) });
    expect(legacy.body).toMatchObject({ Success: true, ProcessedCount: 1, ErrorCount: 0 });
  });

  it('process_pmta_log_file: 1 (HTTP 401) for a missing, wrong or user key, 2 (HTTP 400) for empty or invalid LogData', async () => {
    const user = await seedUser(api, adminApiKey);
    for (const bearer of [undefined, 'wrong-key', user.apiKey]) {
      const res = await api.v1('POST', 'process_pmta_log_file', { LogData: [{ type: 'delivery' }] }, bearer ? { bearer } : {});
      expect([bearer, res.status, res.body.Errors?.[0]?.Code]).toEqual([bearer, 401, 1]);
    }
    for (const LogData of [[], 'not json', undefined]) {
      const res = await api.v1('POST', 'process_pmta_log_file', LogData === undefined ? {} : { LogData }, { bearer: adminApiKey });
      expect([res.status, res.body.Errors?.[0]?.Code]).toEqual([400, 2]);
    }
  });
});
