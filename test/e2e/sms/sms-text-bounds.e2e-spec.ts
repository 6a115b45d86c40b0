import { TextBounds } from '@mail/contracts';

import { sql, trackingUser, type TrackingUser, v1Code } from '../tracking/tracking-helpers';
import { smsAudience, smsCampaign } from './sms-helpers';

const text = (length: number, fill = 'n') => fill.repeat(length);
const url = (length: number) => `https://example.com/${text(length - 'https://example.com/'.length, 'u')}`;

// docs/decisions.md, "Stored text bounds: lists, SMS, tracking": one character over answers the command's code (HTTP
// 422) and stores nothing; the bound itself is stored whole.
describe('stored text bounds of SMS campaigns and providers', () => {
  let u: TrackingUser;
  beforeAll(async () => {
    u = await trackingUser();
  });

  it('smscampaign.create: Name, SenderID or LinkURL over the bound answers 12 and creates nothing; Message stays 11', async () => {
    const audience = await smsAudience(u, []);
    const base = { Name: 'c', Message: 'Hi', ListID: audience.listId, PhoneFieldID: audience.phoneField, SenderID: 'ACME' };
    const campaigns = async () =>
      await sql<{ name: string; sender_id: string; link_url: string | null }>(
        `SELECT "name", "sender_id", "link_url" FROM "sms"."sms_campaign" WHERE "user_id" = $1`,
        [u.user.userId],
      );
    for (const params of [{ Name: text(TextBounds.name + 1) }, { SenderID: text(TextBounds.name + 1) }, { LinkURL: url(TextBounds.url + 1) }]) {
      const res = await u.v1('POST', 'smscampaign.create', { ...base, ...params });
      expect([Object.keys(params)[0], res.status, v1Code(res)]).toEqual([Object.keys(params)[0], 422, 12]);
    }
    const message = await u.v1('POST', 'smscampaign.create', { ...base, Message: text(1601) });
    expect([message.status, v1Code(message)]).toEqual([422, 11]);
    expect(await campaigns()).toEqual([]);
    const at = { Name: text(TextBounds.name, 'a'), SenderID: text(TextBounds.name, 's'), LinkURL: url(TextBounds.url), Message: text(1600, 'm') };
    await smsCampaign(u, audience, at);
    expect(await campaigns()).toEqual([{ name: at.Name, sender_id: at.SenderID, link_url: at.LinkURL }]);
  });

  it('smsprovider.set: BaseURL, AccountSID or AuthToken over the bound answers 5 and keeps the provider', async () => {
    const provider = async () =>
      (await sql<{ kind: string; account_sid: string }>(`SELECT "kind", "account_sid" FROM "sms"."provider" WHERE "user_id" = $1`, [u.user.userId]))[0];
    expect((await u.v1('POST', 'smsprovider', { Provider: 'outbox' })).status).toBe(200);
    const base = { Provider: 'twilio', BaseURL: 'https://api.twilio.com', AccountSID: 'AC1', AuthToken: 'tok' };
    for (const params of [{ BaseURL: url(TextBounds.url + 1) }, { AccountSID: text(TextBounds.name + 1) }, { AuthToken: text(TextBounds.name + 1) }]) {
      const res = await u.v1('POST', 'smsprovider', { ...base, ...params });
      expect([Object.keys(params)[0], res.status, v1Code(res)]).toEqual([Object.keys(params)[0], 422, 5]);
    }
    expect(await provider()).toEqual({ kind: 'outbox', account_sid: '' });
    const sid = text(TextBounds.name, 'A');
    expect((await u.v1('POST', 'smsprovider', { ...base, AccountSID: sid, AuthToken: text(TextBounds.name, 't') })).status).toBe(200);
    expect(await provider()).toEqual({ kind: 'twilio', account_sid: sid });
  });
});
