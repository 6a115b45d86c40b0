 
import { deliveryStatusReport, e2eEnv, e2eMailInbox, unique, until } from '@mail/testing';

import { codes, type EmailsUser, emailsUser, succeeded, validEmail } from '../campaigns/emails-helpers';

const inbox = e2eMailInbox();
const { api } = e2eEnv();

describe('internal.bounce.register', () => {
  it('answers 1 without EmailMessage, and records nothing for a message naming no bounce address of ours (JSON and XML)', async () => {
    expect(codes(await api.legacy('internal.bounce.register', {}))).toEqual([1]);
    const stray = deliveryStatusReport('postmaster@example.com', 'someone@example.com', '5.1.1').toString('utf8');
    for (const format of ['JSON', 'XML'] as const) {
      const res = await api.legacy('internal.bounce.register', { EmailMessage: stray, MailFrom: 'bounces+forged-token@example.com' }, { format });
      expect(succeeded(res)).toBe(true);
      expect(String(res.body.ErrorText)).toContain('nothing recorded');
    }
  });

  it('charges a DSN to the campaign recipient its VERP return path names (a hard bounce)', async () => {
    if (!inbox) return; // the run cannot read what was sent
    const u: EmailsUser = await emailsUser();
    const listId = await u.list(unique('bounce-list'));
    const address = `${unique('gone')}@${unique('bnc')}.example`;
    await u.subscriber(listId, address);
    const emailId = await u.email(validEmail({ Subject: 'Bounce me' }));
    const campaignId = Number((await u.ok('Campaign.Create', { CampaignName: unique('bounce') })).CampaignID);
    await u.ok('Campaign.Update', { CampaignID: campaignId, RelEmailID: emailId, ScheduleType: 'Immediate', RecipientListsAndSegments: `${listId}:0` });
    await u.ok('Campaign.Approve', { CampaignID: campaignId });
    const campaign = async () => (await u.ok('Campaign.Get', { CampaignID: campaignId })).Campaign;
    await until(campaign, (c) => c.Status === 'Sent', 'the campaign to be Sent', 60_000);
    const mail = await inbox.waitFor(address);

    // the bounce processor hands the DSN in as it was received at the VERP return path (To: names it)
    const dsn = deliveryStatusReport(mail.envelopeFrom, address, '5.1.1').toString('utf8');
    const res = await api.legacy('internal.bounce.register', { EmailMessage: dsn, MailFrom: 'localhost' });
    expect(res.body).toMatchObject({ Success: true, ErrorCode: 0, ErrorText: 'Processed for 1 recipient' });
    await until(campaign, (c) => Number(c.TotalHardBounces) === 1, 'the hard bounce', 15_000);
  }, 90_000);
});
