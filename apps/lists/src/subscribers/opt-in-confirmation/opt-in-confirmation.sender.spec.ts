import type { MailMessage, Mailer } from '@mail/mail';

import type { ListRepository } from '../../lists/list.repository';
import type { ListRow } from '../../lists/list.row';
import type { SubscriberRepository } from '../subscriber.repository';
import type { SubscriberRow } from '../subscriber.row';
import { OptInConfirmationSender } from './opt-in-confirmation.sender';

const request = { eventId: 'e1', listId: 7, subscriberId: 42, confirmationCode: 'c0de' };

function setup(
  list: Partial<ListRow> | undefined,
  subscriber: Partial<SubscriberRow> | undefined,
  send: (m: MailMessage) => Promise<string> = async () => '<id>',
) {
  const sent: MailMessage[] = [];
  const mailer: Mailer = { description: 'fake', send: (m) => (sent.push(m), send(m)), sendRaw: async (m) => m.messageId, close: async () => undefined };
  const lists = {
    findAny: async () => (list ? { id: '7', name: 'News', opt_in_mode: 'Double', settings: {}, ...list } : undefined),
  } as unknown as ListRepository;
  const subscribers = {
    byId: async () => (subscriber ? { id: '42', email: 'reader@example.com', status: 'Opt-In Pending', confirmation_code: 'c0de', ...subscriber } : undefined),
  } as unknown as SubscriberRepository;
  return { sender: new OptInConfirmationSender(lists, subscribers, mailer), sent };
}

describe(OptInConfirmationSender.name, () => {
  beforeEach(() => {
    process.env.PUBLIC_BASE_URL = 'https://mail.example/';
  });
  afterEach(() => {
    delete process.env.PUBLIC_BASE_URL;
    delete process.env.HOST;
    delete process.env.PORT;
    delete process.env.MAIL_FROM;
  });

  it("mails the pending subscriber from the list's sender, links on PUBLIC_BASE_URL, one Message-ID per event", async () => {
    const { sender, sent } = setup({ settings: { SenderName: 'Shop', SenderEmailAddress: 'team@shop.example' } }, {});
    expect(await sender.send(request)).toBe('sent');
    expect(sent[0]).toMatchObject({
      from: { name: 'Shop', address: 'team@shop.example' },
      to: { address: 'reader@example.com' },
      messageId: '<optin.e1@shop.example>',
    });
    expect(sent[0].text).toContain('https://mail.example/api.php?Command=Subscriber.OptIn&ListID=7&SubscriberID=42&ConfirmationCode=c0de&Mode=Confirm');
  });

  it('falls back to MAIL_FROM for a list without a sender', async () => {
    process.env.MAIL_FROM = 'system@mail.example';
    const { sender, sent } = setup({}, {});
    await sender.send(request);
    expect(sent[0].from).toEqual({ name: undefined, address: 'system@mail.example' });
  });

  it('links to the one process itself (HOST:PORT) when PUBLIC_BASE_URL is unset, never to a Host header', async () => {
    delete process.env.PUBLIC_BASE_URL;
    Object.assign(process.env, { HOST: '0.0.0.0', PORT: '9090' });
    const { sender, sent } = setup({}, {});
    await sender.send({ ...request, linkBaseUrl: 'http://evil.example' } as typeof request);
    expect(sent[0].text).toContain('http://localhost:9090/api.php?Command=Subscriber.OptIn');
    expect(sent[0].text).not.toContain('evil.example');
  });

  it('sends nothing when the mail is no longer wanted', async () => {
    for (const [list, subscriber] of [
      [{ opt_in_mode: 'Single' }, {}],
      [undefined, {}],
      [{}, undefined],
      [{}, { status: 'Subscribed', confirmation_code: null }],
      [{}, { confirmation_code: 'reissued' }],
    ] as const) {
      const { sender, sent } = setup(list, subscriber);
      expect(await sender.send(request)).toBe('not needed');
      expect(sent).toEqual([]);
    }
  });

  it('fails when the mail is not accepted, so the event is redelivered', async () => {
    const { sender } = setup({}, {}, async () => {
      throw new Error('connect ECONNREFUSED');
    });
    await expect(sender.send(request)).rejects.toThrow('ECONNREFUSED');
  });
});
