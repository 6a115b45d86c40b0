import { e2eEnv } from '@mail/testing';

import { addDomain, addKey, legacyCode, v1Code } from '../gateway/gateway-helpers';
import { journeysUser, type JourneysUser } from '../journeys/journeys-helpers';

/**
 * Every command that stores a URL the platform calls later checks it the same way (libs/outbound-http's
 * checkStorableUrl): internal hosts in any spelling are refused with the command's invalid-URL code, while the
 * test receiver's exact address (OUTBOUND_HTTP_ALLOW_IPS=127.0.0.1) stays allowed. Issue 24, item 8.
 */
describe('URLs stored to be called later', () => {
  const { api } = e2eEnv();
  let u: JourneysUser;
  let domainId: number;
  let senderKey: string;

  beforeAll(async () => {
    u = await journeysUser();
    domainId = (await addDomain(u)).id;
    senderKey = await addKey(u, domainId);
  });

  const INTERNAL = [
    'http://[::127.0.0.1]/hook',
    'http://[::7f00:1]/hook',
    'http://[::ffff:7f00:1]/hook',
    'http://[64:ff9b::a9fe:a9fe]/',
    // 127.0.0.1 spelled otherwise is the allowed test receiver here: the metadata address and a private one instead
    'http://2852039166/',
    'http://0xa9.0xfe.0xa9.0xfe/',
    'http://012.1/',
  ];

  it.each(INTERNAL)('EmailGateway.AddWebhook refuses %s with 7', async (url) => {
    expect(legacyCode(await u.legacy('EmailGateway.AddWebhook', { DomainID: domainId, Event: 'open', WebhookURL: url }))).toBe(7);
  });

  it.each(INTERNAL)('POST /api/v1/webhooks refuses %s with 7', async (url) => {
    expect(v1Code(await api.v1('POST', 'webhooks', { Event: 'opened', WebhookURL: url }, { bearer: senderKey }))).toBe(7);
  });

  it.each(INTERNAL)("journey.actions refuses a Webhook action's WebhookURL %s with 4", async (url) => {
    const res = await u.actions(await u.journey(), [{ Action: 'Webhook', ActionParameters: { WebhookURL: url } }]);
    expect([res.status, v1Code(res)]).toEqual([422, 4]);
    expect(res.text).toContain('WebhookURL must point at a public host');
  });

  it.each(INTERNAL)('smsprovider.set refuses the BaseURL %s with 2', async (url) => {
    const res = await u.v1('POST', 'smsprovider', { Provider: 'twilio', BaseURL: url, AccountSID: 'AC1', AuthToken: 't' });
    expect([res.status, v1Code(res)]).toEqual([422, 2]);
  });

  it('each still accepts the allowed test address and public hosts', async () => {
    expect(legacyCode(await u.legacy('EmailGateway.AddWebhook', { DomainID: domainId, Event: 'open', WebhookURL: 'http://127.0.0.1:9/hook' }))).toBe(0);
    expect((await u.actions(await u.journey(), [{ Action: 'Webhook', ActionParameters: { WebhookURL: 'https://hooks.example.com/j' } }])).status).toBe(200);
    expect((await u.v1('POST', 'smsprovider', { Provider: 'twilio', BaseURL: 'http://127.0.0.1:9', AccountSID: 'AC1', AuthToken: 't' })).status).toBe(200);
  });
});
