import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

import { CampaignEmailClickedPayload, CampaignEmailOpenedPayload, Events } from '@mail/contracts';
import type { ServiceOutbox } from '@mail/kit';

import { TrackingRecorder } from './tracking-recorder';
import type { TrackedRecipient, TrackingRepository } from './tracking.repository';

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

/** the repository's answers for one recipient with no earlier events; the outbox keeps what is added */
function recorder() {
  const added: { subject: string; payload: object }[] = [];
  const repository = {
    recipientTransaction: async (_r: unknown, work: (m: unknown) => Promise<void>) => work({}),
    insert: async () => undefined,
    recentlyClickedLinks: async () => [],
    linkCount: async () => 2,
    hasHumanEvent: async () => false,
    flagRecentAsBot: async () => undefined,
  } as unknown as TrackingRepository;
  const outbox = {
    add: async (_m: unknown, event: { subject: string }, payload: object) => void added.push({ subject: event.subject, payload }),
    kick: () => undefined,
  } as unknown as ServiceOutbox;
  return { recorder: new TrackingRecorder(repository, outbox), added };
}

const recipient = {
  recipientId: 1,
  campaignId: 2,
  run: 1,
  subscriberId: 3,
  listId: 4,
  emailAddress: 'a@example.com',
  userId: 5,
  emailId: 6,
  sentAt: new Date(Date.now() - 60_000),
} as unknown as TrackedRecipient;

describe('TrackingRecorder: the EmailOpened and EmailClicked it publishes', () => {
  it('are valid for their consumers (journeys validates CampaignEmailOpenedPayload / CampaignEmailClickedPayload)', async () => {
    const { recorder: r, added } = recorder();
    await r.open(recipient, { ip: '203.0.113.7', userAgent: BROWSER });
    await r.click(recipient, { id: 9, url: 'https://example.com/a' }, { ip: '203.0.113.7', userAgent: BROWSER });
    const opened = added.filter((a) => a.subject === Events.EmailOpened.subject);
    const clicked = added.filter((a) => a.subject === Events.EmailClicked.subject);
    // the open, and the click's implied open (no person's open before it)
    expect([opened.length, clicked.length]).toEqual([2, 1]);
    for (const o of opened) expect(validateSync(plainToInstance(CampaignEmailOpenedPayload, o.payload))).toEqual([]);
    expect(validateSync(plainToInstance(CampaignEmailClickedPayload, clicked[0].payload))).toEqual([]);
    expect(clicked[0].payload).toMatchObject({ machine: false, ipAddress: '203.0.113.7', userAgent: BROWSER, url: 'https://example.com/a', linkId: 9 });
  });
});
