/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import type { Resolver } from 'node:dns/promises';

import { e2eMailInbox } from '@mail/testing';

import { dkimResults } from '../../../apps/gateway/test/local-servers';
import { addDomain } from '../gateway/gateway-helpers';
import { email, FORMATS, journeysUser, type JourneysUser, v1Code } from './journeys-helpers';

const inbox = e2eMailInbox();

/** A resolver that answers the DKIM TXT record of the domain as published (AddDomain's DNSRecords), and nothing else. */
function publishedDkim(reply: Record<string, any>): Resolver {
  const record = (reply.Domain.DNSRecords as { Purpose: string; Name: string; Value: string }[]).find((r) => r.Purpose === 'DKIM')!;
  const resolve = async (name: string, type: string) => {
    if (type === 'TXT' && name.toLowerCase() === record.Name.toLowerCase()) return [[record.Value]];
    throw Object.assign(new Error(`no ${type} for ${name}`), { code: 'ENOTFOUND' });
  };
  return { resolve } as unknown as Resolver;
}

async function rawOf(id: string): Promise<Buffer> {
  const res = await fetch(`${inbox!.url}/messages/${id}.eml`);
  if (!res.ok) throw new Error(`inbox raw ${id}: HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

// A SendEmail's SenderDomainID is one of the user's gateway sender domains: campaigns sends the journey's email as
// that domain, DKIM-signed with its key (d= the domain, s= its selector), verified here as a receiver would.
describe('journeys: SendEmail with a gateway sender domain', () => {
  let u: JourneysUser;
  let other: JourneysUser;

  beforeAll(async () => {
    [u, other] = await Promise.all([journeysUser(), journeysUser()]);
  });

  /** a journey (enabled) sending a new email to each new subscriber of a new list; the email's From is a local part */
  async function sendingJourney(senderDomainId: number, subject: string): Promise<number> {
    const listId = await u.list();
    const EmailID = await u.email({
      EmailName: subject,
      FromEmail: 'news',
      SenderDomain: 'placeholder.example.com',
      Subject: subject,
      HTMLContent: '<html><body><p>Hello</p><a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>',
      PlainContent: 'Hello. Unsubscribe: %Link:Unsubscribe%',
    });
    const journeyId = await u.journey({ Trigger: 'ListSubscription', Trigger_ListID: listId });
    const saved = await u.actions(journeyId, [{ Action: 'SendEmail', ActionParameters: { EmailID, SenderDomainID: senderDomainId } }]);
    expect([saved.status, saved.body?.Actions?.[0]?.ActionParameters?.SenderDomainID]).toEqual([200, senderDomainId]);
    await u.v1('GET', 'journey.enable', { JourneyID: journeyId });
    return listId;
  }

  // skipped when the run has no inbox to read
  (inbox ? describe : describe.skip)('at send time', () => {
    it('the email goes out from the domain, DKIM-signed with its key (d= the domain) and verifying', async () => {
      const domain = await addDomain(u);
      const listId = await sendingJourney(domain.id, 'Signed by the sender domain');
      const reader = email('reader');
      await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: reader, IPAddress: '127.0.0.1' });

      const mail = await inbox!.waitFor(reader, { subject: /Signed by the sender domain/, timeoutMs: 30_000 });
      expect(mail.from).toContain(`news@${domain.name}`);
      expect(mail.messageId).toMatch(new RegExp(`@${domain.name.replace(/\./g, '\\.')}>?$`));
      expect(mail.headers['dkim-signature']).toContain(`d=${domain.name}`);
      expect(mail.headers['dkim-signature']).toContain(`s=${String(domain.reply.Domain.DNSRecords[1].Name).split('.')[0]}`);
      expect(await dkimResults(await rawOf(mail.id), publishedDkim(domain.reply))).toContainEqual({ domain: domain.name, result: 'pass' });
    });

    it('a domain deleted after the actions were saved: the email still goes out, with the default signing', async () => {
      const domain = await addDomain(u);
      const listId = await sendingJourney(domain.id, 'Domain gone');
      await u.ok('EmailGateway.DeleteDomain', { DomainID: domain.id });
      const reader = email('reader');
      await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: reader, IPAddress: '127.0.0.1' });

      const mail = await inbox!.waitFor(reader, { subject: /Domain gone/, timeoutMs: 30_000 });
      expect(mail.from).toContain('news@placeholder.example.com');
      expect(mail.headers['dkim-signature'] ?? '').not.toContain(`d=${domain.name}`);
    });
  });

  describe.each(FORMATS)('%s', (format) => {
    it("another user's SenderDomainID, or an unknown one, is code 4 naming the action and field; empty or 0 is none", async () => {
      const theirs = await addDomain(other);
      const { EmailID } = await u.ok('Email.Create');
      const journeyId = await u.journey();
      const save = (SenderDomainID: unknown) =>
        u.v1(
          'PATCH',
          'journey.actions',
          {
            JourneyID: journeyId,
            Actions: [
              { Action: 'Wait', ActionParameters: { WaitUnit: 'seconds', WaitAmount: 1 } },
              { Action: 'SendEmail', ActionParameters: { EmailID, SenderDomainID } },
            ],
          },
          format,
        );
      for (const id of [theirs.id, 2_000_000_000]) {
        const res = await save(id);
        expect([res.status, v1Code(res)]).toEqual([422, 4]);
        expect(res.text).toContain(`Action #2 (SendEmail): SenderDomainID ${id} names no sender domain of yours`);
      }
      for (const none of ['', 0]) {
        const res = await save(none);
        expect(res.status).toBe(200);
        expect(res.text).not.toContain('SenderDomainID');
      }
    });
  });
});
