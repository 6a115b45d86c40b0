/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
import { e2eEnv } from '@mail/testing';

import { trackingUser, type TrackingUser, waitFor } from '../tracking/tracking-helpers';
import { smsAudience, smsCampaign } from './sms-helpers';

/** User-given names Object.prototype also has, and text no database holds, in SMS commands (issue 24, items 3 and 6). */
describe('sms: prototype names in merge tags, bad text in fields', () => {
  let u: TrackingUser;
  beforeAll(async () => {
    u = await trackingUser();
  });

  it('%Subscriber:constructor% is the field aliased constructor; %Subscriber:__proto__% and %Subscriber:toString% name nothing', async () => {
    const audience = await smsAudience(u, ['+14155552691']);
    await u.ok('CustomField.Update', { CustomFieldID: audience.nameField, FieldName: 'name', FieldType: 'Single line', MergeTagAlias: 'constructor' });
    const id = await smsCampaign(u, audience, {
      Message: 'Hi %Subscriber:constructor%|%Subscriber:__proto__%|%Subscriber:toString%|%Subscriber:valueOf% %Link%',
    });
    expect((await u.v1('POST', 'smscampaign.send', { SMSCampaignID: id })).body).toEqual({ SMSCampaignID: id, Status: 'Sending' });
    const sent = await waitFor(
      async () => ((await u.v1('GET', 'smsoutbox', { Limit: 500 })).body.Messages as any[]).filter((m) => m.To === '+14155552691'),
      (messages) => messages.length === 1,
      20_000,
    );
    expect(sent[0].Body).toMatch(/^Hi Name0\|\|\| http\S+\/s\/[A-Za-z0-9_-]{16}$/);
  });

  it('a lone surrogate (%ED%A0%80) or NUL (%00) in a text field of an SMS command answers inside the envelope, never 5xx', async () => {
    const { baseUrl } = e2eEnv();
    const audience = await smsAudience(u, []);
    const campaign = await smsCampaign(u, audience);
    for (const bad of ['%ED%A0%80', 'a%00b', '%00']) {
      for (const [path, fields] of [
        ['smscampaign.create', `Name=${bad}&Message=${bad}&ListID=${audience.listId}&PhoneFieldID=${audience.phoneField}&SenderID=${bad}&LinkURL=${bad}`],
        ['smscampaign.create', `Name=n&Message=m&ListID=${audience.listId}&PhoneFieldID=${audience.phoneField}&SenderID=ACME&SendAt=${bad}`],
        ['smscampaign.events', `SMSCampaignID=${campaign}&Event=${bad}&From=${bad}`],
        ['smscampaign.stats.breakdown', `SMSCampaignID=${campaign}&Dimension=${bad}`],
        ['smsoutbox', `Cursor=${bad}`],
      ]) {
        const method = path === 'smscampaign.create' ? 'POST' : 'GET';
        const query = method === 'GET' ? `?APIKey=${u.user.apiKey}&${fields}` : `?APIKey=${u.user.apiKey}`;
        const res = await fetch(`${baseUrl}/api/v1/${path}${query}`, {
          method,
          ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: fields } : {}),
        });
        const body = (await res.json()) as Record<string, unknown>;
        expect([path, bad, res.status < 500, Array.isArray(body.Errors) || res.status === 200]).toEqual([path, bad, true, true]);
      }
    }
  });
});
