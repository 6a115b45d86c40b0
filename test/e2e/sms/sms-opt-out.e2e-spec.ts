/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { unique } from '@mail/testing';

import { trackingUser, type TrackingUser, waitFor } from '../tracking/tracking-helpers';
import { eventsSign, smsCampaign } from './sms-helpers';

/**
 * A STOP reply is an opt-out from the campaign's list by the SMS channel: the list's OptOutScope says whether the
 * subscriber's other lists follow ('All lists') or not ('This list'); the reply shows both (OptOutScope,
 * UnsubscribeStatus) once lists has answered; the number is suppressed for every later SMS of that user.
 */
describe('SMS STOP replies: OptOutScope and UnsubscribeStatus', () => {
  /** a list (with `settings`) holding `address` with `phone` in its phone field */
  const listWith = async (u: TrackingUser, address: string, phone: string, settings: Record<string, unknown> = {}) => {
    const listId = await u.list(settings);
    const phoneField = await u.field(listId);
    await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: address, CustomFields: { [phoneField]: phone } });
    return { listId, phoneField };
  };
  const statusIn = async (u: TrackingUser, listId: number, address: string) =>
    (await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: address })).SubscriberInformation.SubscriptionStatus as string;

  /** sends a campaign to the list through the dev outbox and answers its one message's QueueID */
  const sendTo = async (u: TrackingUser, audience: { listId: number; phoneField: number }) => {
    const campaignId = await smsCampaign(u, audience);
    await u.v1('POST', 'smscampaign.send', { SMSCampaignID: campaignId });
    const recipients = await waitFor(
      async () => (await u.v1('GET', 'smscampaign.recipients', { SMSCampaignID: campaignId })).body.Recipients as any[],
      (r) => r.length === 1 && !['Queued', 'Released', 'Sending'].includes(r[0].Status),
      20_000,
    );
    return { campaignId, queueId: recipients[0].QueueID as number, status: recipients[0].Status as string };
  };

  /** a reply posted to the user's generic events endpoint (signed, as a provider would) */
  const reply = async (u: TrackingUser, from: string, text: string, queueId: number) => {
    const hooks = (await u.v1('POST', 'smsprovider', { Provider: 'outbox' })).body;
    const body = JSON.stringify({ Events: [{ EventID: unique('reply'), Type: 'reply', From: from, Text: text, QueueID: queueId }] });
    const res = await fetch(hooks.EventsURL, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-sms-signature': eventsSign(hooks.EventsSecret, body) },
    });
    expect(res.status).toBe(200);
  };
  const repliesOf = async (u: TrackingUser, campaignId: number, settled: number) =>
    waitFor(
      async () => (await u.v1('GET', 'smscampaign.replies', { SMSCampaignID: campaignId })).body.Replies as any[],
      (r) => r.filter((x) => x.UnsubscribeStatus !== 'Pending').length >= settled,
      20_000,
    );

  it("'All lists': the subscriber leaves the campaign's list and every other list holding the address; a second STOP is AlreadyUnsubscribed", async () => {
    const u = await trackingUser();
    const address = unique('stop-all') + '@example.com';
    const number = '+14155550101';
    const campaignList = await listWith(u, address, number, { OptOutScope: 'All lists' });
    const otherList = await listWith(u, address, number);
    const { campaignId, queueId } = await sendTo(u, campaignList);

    await reply(u, number, 'Stop', queueId);
    const [first] = await repliesOf(u, campaignId, 1);
    expect(first).toMatchObject({ FromNumber: number, IsOptOut: 1, OptOutScope: 'All lists', UnsubscribeStatus: 'Unsubscribed' });
    expect([await statusIn(u, campaignList.listId, address), await statusIn(u, otherList.listId, address)]).toEqual(['Unsubscribed', 'Unsubscribed']);

    await reply(u, number, 'STOP', queueId);
    const both = await repliesOf(u, campaignId, 2);
    expect(both.map((r) => [r.OptOutScope, r.UnsubscribeStatus]).sort()).toEqual([
      ['All lists', 'AlreadyUnsubscribed'],
      ['All lists', 'Unsubscribed'],
    ]);
  }, 60_000);

  it("'This list': only the campaign's list; the number is suppressed for the user's later SMS whatever the list", async () => {
    const u = await trackingUser();
    const address = unique('stop-this') + '@example.com';
    const number = '+14155550102';
    const campaignList = await listWith(u, address, number, { OptOutScope: 'This list' });
    const otherList = await listWith(u, address, number);
    const { campaignId, queueId } = await sendTo(u, campaignList);

    await reply(u, number, 'unsubscribe', queueId);
    const [first] = await repliesOf(u, campaignId, 1);
    expect(first).toMatchObject({ IsOptOut: 1, OptOutScope: 'This list', UnsubscribeStatus: 'Unsubscribed' });
    expect([await statusIn(u, campaignList.listId, address), await statusIn(u, otherList.listId, address)]).toEqual(['Unsubscribed', 'Subscribed']);

    // still subscribed to the other list, but its number said STOP: a campaign to that list skips it
    const later = await sendTo(u, otherList);
    expect(later.status).toBe('Suppressed');
    const funnel = await waitFor(
      async () => (await u.v1('GET', 'smscampaign.stats', { SMSCampaignID: later.campaignId })).body.Funnel,
      (f) => f.Skipped.length > 0,
      20_000,
    );
    expect(funnel.Skipped).toEqual([{ Reason: 'suppressed', Total: 1 }]);

    // another user's campaigns still text that number
    const other = await trackingUser();
    expect((await sendTo(other, await listWith(other, address, number))).status).toBe('Sent');
  }, 60_000);

  it('a reply that is not a STOP keyword opts nobody out', async () => {
    const u = await trackingUser();
    const address = unique('stop-no') + '@example.com';
    const number = '+14155550103';
    const list = await listWith(u, address, number, { OptOutScope: 'All lists' });
    const { campaignId, queueId } = await sendTo(u, list);
    await reply(u, number, 'please stop by tomorrow', queueId);
    const [r] = await repliesOf(u, campaignId, 1);
    expect(r).toMatchObject({ IsOptOut: 0, OptOutScope: null, UnsubscribeStatus: null });
    expect(await statusIn(u, list.listId, address)).toBe('Subscribed');
  }, 60_000);
});
