import type { Encoding } from '@mail/testing';
import { e2eEnv, e2eMailInbox, unique, until, waitFor } from '@mail/testing';

import { type EmailsUser, emailsUser, succeeded, validEmail } from './emails-helpers';

const inbox = e2eMailInbox();
const SEND_MS = 120_000;

/** What a vendor client sends to make its campaign go, each as its own Campaign.Update after the content is set. */
const WAYS: { name: string; encoding: Encoding; send: Record<string, unknown> }[] = [
  { name: 'CampaignStatus=Ready then ScheduleType=Immediate (form)', encoding: 'form', send: { CampaignStatus: 'Ready', ScheduleType: 'Immediate' } },
  { name: 'ScheduleType=Immediate then CampaignStatus=Ready (query)', encoding: 'query', send: { ScheduleType: 'Immediate', CampaignStatus: 'Ready' } },
  { name: 'CampaignStatus=Ready with no schedule (json)', encoding: 'json', send: { CampaignStatus: 'Ready' } },
  { name: 'CampaignStatus=Scheduled with no schedule (multipart)', encoding: 'multipart', send: { CampaignStatus: 'Scheduled' } },
];

// Every way into Ready or Scheduled makes the campaign due: it is sent, and the message arrives in the dev SMTP
// server's inbox. Skipped when the run has no inbox to read.
(inbox ? describe : describe.skip)('a campaign made Ready by Campaign.Update is sent', () => {
  const { api } = e2eEnv();
  let u: EmailsUser;
  let emailId: number;
  beforeAll(async () => {
    u = await emailsUser();
    emailId = await u.email(validEmail({ Subject: 'Ready %Subscriber:EmailAddress%' }));
  }, SEND_MS);

  /** a list with one subscriber, and a Draft campaign of the email to it: Campaign.Create, then Campaign.Update */
  async function draftTo(address: string): Promise<number> {
    const listId = await u.list();
    await u.subscriber(listId, address);
    const { CampaignID } = await u.ok('Campaign.Create', { CampaignName: unique('ready') });
    await u.ok('Campaign.Update', { CampaignID, RelEmailID: emailId, RecipientListsAndSegments: `${listId}:0` });
    return Number(CampaignID);
  }

  const campaignOf = async (campaignId: number) => (await u.ok('Campaign.Get', { CampaignID: campaignId })).Campaign;

  async function expectDelivered(campaignId: number, address: string): Promise<void> {
    const campaign = await until(
      () => campaignOf(campaignId),
      (c) => c.Status === 'Sent',
      `campaign ${campaignId} to be Sent`,
      SEND_MS - 10_000,
    );
    expect(campaign.TotalSent).toBe(1);
    const [message] = await waitFor(async () => (await inbox!.list(address)).length && inbox!.list(address), { what: `a message to ${address}` });
    expect((await inbox!.get(message.id)).subject).toBe(`Ready ${address}`);
  }

  it.each(WAYS)(
    '$name',
    async ({ encoding, send }) => {
      const address = `${unique('r')}@${unique('ready')}.example`;
      const id = await draftTo(address);
      const res = await api.legacy('Campaign.Update', { APIKey: u.user.apiKey, CampaignID: id, ...send }, { encoding });
      expect([res.status, succeeded(res)]).toEqual([200, true]);
      await expectDelivered(id, address);
    },
    SEND_MS,
  );

  it(
    'all in one Campaign.Update, status first, content last',
    async () => {
      const address = `${unique('r')}@${unique('ready')}.example`;
      const listId = await u.list();
      await u.subscriber(listId, address);
      const { CampaignID } = await u.ok('Campaign.Create', { CampaignName: unique('ready') });
      await u.ok('Campaign.Update', { CampaignStatus: 'Ready', CampaignID, RecipientListsAndSegments: `${listId}:0`, RelEmailID: emailId });
      await expectDelivered(Number(CampaignID), address);
    },
    SEND_MS,
  );

  it(
    'ScheduleType=Future a moment ahead with CampaignStatus=Ready is sent at that time',
    async () => {
      const address = `${unique('r')}@${unique('ready')}.example`;
      const id = await draftTo(address);
      const at = new Date(Date.now() + 2000);
      const [SendDate, SendTime] = at.toISOString().slice(0, 19).split('T');
      await u.ok('Campaign.Update', { CampaignID: id, ScheduleType: 'Future', SendDate, SendTime, SendTimeZone: 'UTC', CampaignStatus: 'Ready' });
      await expectDelivered(id, address);
    },
    SEND_MS,
  );

  it(
    'ScheduleType=Recursive with CampaignStatus=Ready is sent at its next fire time',
    async () => {
      const address = `${unique('r')}@${unique('ready')}.example`;
      const id = await draftTo(address);
      await u.ok('Campaign.Update', {
        CampaignID: id,
        CampaignStatus: 'Ready',
        ScheduleType: 'Recursive',
        ScheduleRecDaysOfWeek: '0',
        ScheduleRecMonths: '0',
        ScheduleRecHours: Array.from({ length: 24 }, (_, h) => h).join(','),
        ScheduleRecMinutes: Array.from({ length: 60 }, (_, m) => m).join(','),
        ScheduleRecSendMaxInstance: 1,
        SendTimeZone: 'UTC',
      });
      await expectDelivered(id, address);
    },
    SEND_MS,
  );

  it(
    'Campaign.Approve of a Draft with no schedule sends it',
    async () => {
      const address = `${unique('r')}@${unique('ready')}.example`;
      const id = await draftTo(address);
      await u.ok('Campaign.Approve', { CampaignID: id });
      await expectDelivered(id, address);
    },
    SEND_MS,
  );
});
