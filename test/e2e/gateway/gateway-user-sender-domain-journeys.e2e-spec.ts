/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { e2eMailInbox, unique } from '@mail/testing';

import { email, journeysUser, type JourneysUser } from '../journeys/journeys-helpers';
import { markVerified } from './gateway-helpers';

const inbox = e2eMailInbox();

// One sender-domain model (issue 28): a user.senderdomain domain is what a journey's SendEmail names by
// SenderDomainID, signed with its key; paused (Disabled), the journey sends from its default instead.
(inbox ? describe : describe.skip)('gateway: a user.senderdomain domain sends journeys’ mail', () => {
  let u: JourneysUser;

  beforeAll(async () => {
    u = await journeysUser();
  });

  /** a journey (enabled) sending a new email to each new subscriber of a new list */
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

  it('the journey’s email goes out from the user sender domain, DKIM-signed as it; once Disabled, from the default', async () => {
    const name = `${unique('sj')}.example.com`.toLowerCase();
    const created = await u.v1('POST', 'user.senderdomain', { SenderDomain: name });
    const domainId = Number(created.body.DomainID);
    await markVerified(domainId);

    const subject = `From the user domain ${unique('s')}`;
    const listId = await sendingJourney(domainId, subject);
    const reader = email('reader');
    await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: reader, IPAddress: '127.0.0.1' });
    const mail = await inbox!.waitFor(reader, { subject: new RegExp(subject), timeoutMs: 30_000 });
    expect(mail.from).toContain(`news@${name}`);
    expect(mail.headers['dkim-signature']).toContain(`d=${name}`);

    // another domain, paused before any send (campaigns keeps a domain's key a minute: a pause shows within it)
    const pausedName = `${unique('sp')}.example.com`.toLowerCase();
    const pausedId = Number((await u.v1('POST', 'user.senderdomain', { SenderDomain: pausedName })).body.DomainID);
    await markVerified(pausedId);
    const paused = await u.v1('PATCH', 'user.senderdomain', { DomainID: pausedId, status: 'Disabled' });
    expect(paused.body.SenderDomain.Status).toBe('Disabled');
    const pausedSubject = `Paused domain ${unique('s')}`;
    const pausedList = await sendingJourney(pausedId, pausedSubject);
    const second = email('reader');
    await u.ok('Subscriber.Create', { ListID: pausedList, EmailAddress: second, IPAddress: '127.0.0.1' });
    const fallback = await inbox!.waitFor(second, { subject: new RegExp(pausedSubject), timeoutMs: 30_000 });
    expect(fallback.from).toContain('news@placeholder.example.com');
    expect(fallback.headers['dkim-signature'] ?? '').not.toContain(`d=${pausedName}`);
  });
});
