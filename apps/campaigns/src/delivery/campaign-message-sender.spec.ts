import type { Mailer, RawMailMessage } from '@mail/mail';

import type { CampaignMessageRenderer } from '../rendering/campaign-message.compiler';
import { CampaignMessageSender } from './campaign-message-sender';
import type { DeliveryConfig } from './delivery.config';
import { MessageSlots } from './message-slots';
import type { ClaimedRecipient } from './recipient.repository';

const recipient = (id: number): ClaimedRecipient => ({ id, subscriberId: id, listId: 1, emailAddress: `r${id}@example.com`, fields: {}, attempts: 1 });

/** a mailer whose sends stay open until the test answers them */
function heldMailer() {
  const open: { message: RawMailMessage; accept: () => void; refuse: (error: Error) => void }[] = [];
  const mailer: Mailer = {
    description: 'held',
    send: () => Promise.reject(new Error('not used')),
    sendRaw: (message) => new Promise<string>((resolve, reject) => open.push({ message, accept: () => resolve(message.messageId), refuse: reject })),
    close: async () => undefined,
  };
  return { mailer, open };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe(CampaignMessageSender.name, () => {
  const config = (messagesInFlight: number) => ({ messagesInFlight }) as DeliveryConfig;
  let rendered: number[];
  const render: CampaignMessageRenderer = (r) => {
    rendered.push(r.id);
    if (r.id === 4) throw new Error('bad tag');
    return { raw: `To: ${r.emailAddress}\r\n\r\nhello`, messageId: `<${r.id}@example.com>`, envelopeFrom: `bounces+${r.id}@example.com` };
  };
  beforeEach(() => (rendered = []));

  it('renders a message only when the window has room, across concurrent batches', async () => {
    const { mailer, open } = heldMailer();
    const sender = new CampaignMessageSender(mailer, config(3));
    const first = sender.send([1, 2, 3, 4, 5].map(recipient), render);
    const second = sender.send([6, 7].map(recipient), render);
    await settle();
    // the window's 3 slots: recipients 1-3 rendered and handed to the mailer, nothing else rendered yet
    expect(rendered).toEqual([1, 2, 3]);
    expect(open.map((o) => o.message.envelope.to)).toEqual(['r1@example.com', 'r2@example.com', 'r3@example.com']);
    open.shift()!.accept();
    await settle();
    // an answer lets its lane go on with its own batch (4 fails to render, so 5 follows at once) before the later batch
    expect(rendered).toEqual([1, 2, 3, 4, 5]);
    expect(open).toHaveLength(3);
    open.shift()!.refuse(Object.assign(new Error('mailbox full'), { responseCode: 452, command: 'RCPT TO' }));
    open.shift()!.accept();
    await settle();
    expect(rendered).toEqual([1, 2, 3, 4, 5, 6, 7]);
    while (open.length) {
      open.shift()!.accept();
      await settle();
    }
    expect(await first).toEqual([
      { id: 1, state: 'sent', messageId: '<1@example.com>' },
      { id: 2, state: 'queued', error: '452 mailbox full' },
      { id: 3, state: 'sent', messageId: '<3@example.com>' },
      { id: 4, state: 'failed', error: 'the message could not be rendered: bad tag' },
      { id: 5, state: 'sent', messageId: '<5@example.com>' },
    ]);
    expect((await second).map((o) => o.state)).toEqual(['sent', 'sent']);
  });

  it('gives every slot back, whatever the outcomes', async () => {
    const { mailer, open } = heldMailer();
    const sender = new CampaignMessageSender(mailer, config(2));
    const sending = sender.send([1, 2, 3].map(recipient), render);
    await settle();
    open.shift()!.refuse(Object.assign(new Error('gone'), { code: 'ECONNECTION', command: 'CONN' }));
    await settle();
    while (open.length) {
      open.shift()!.accept();
      await settle();
    }
    await sending;
    // a later batch gets the whole window again
    const next = sender.send([5, 6, 7].map(recipient), render);
    await settle();
    expect(open).toHaveLength(2);
    while (open.length) {
      open.shift()!.accept();
      await settle();
    }
    expect((await next).map((o) => o.state)).toEqual(['sent', 'sent', 'sent']);
  });
});

describe(MessageSlots.name, () => {
  it('serves waiters in the order they asked and never lends more than its size', async () => {
    const slots = new MessageSlots(1);
    const order: string[] = [];
    await slots.acquire();
    const a = slots.acquire().then(() => order.push('a'));
    const b = slots.acquire().then(() => order.push('b'));
    expect(slots.queued).toBe(2);
    slots.release();
    await a;
    expect(order).toEqual(['a']);
    slots.release();
    await b;
    expect(order).toEqual(['a', 'b']);
    slots.release();
    slots.release();
    expect(slots.taken).toBe(0);
    expect(() => new MessageSlots(0)).toThrow(RangeError);
  });
});
