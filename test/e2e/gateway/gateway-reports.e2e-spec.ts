import { createTransport } from 'nodemailer';

import { abuseReport, deliveryStatusReport, e2eEnv, until } from '@mail/testing';

import { addDomain, addKey, gatewayUser, type GatewayUser, markVerified, startReceiver } from './gateway-helpers';

const port = process.env.E2E_GATEWAY_BOUNCE_SMTP_PORT;

/** a report delivered to the gateway's inbound endpoint, as the recipient's MTA would */
async function report(to: string, raw: Buffer): Promise<void> {
  const transport = createTransport({ host: '127.0.0.1', port: Number(port), secure: false, ignoreTLS: true });
  try {
    expect((await transport.sendMail({ envelope: { from: '', to }, raw })).accepted).toEqual([to]);
  } finally {
    transport.close();
  }
}

// Delivery reports reach the gateway at the return path of its messages; the run knows the endpoint's port only
// when the suite runs in-process (GATEWAY_BOUNCE_SMTP_PORT=0 picks it at boot).
(port ? describe : describe.skip)('gateway delivery reports: DSNs and abuse reports at the return path', () => {
  const { api } = e2eEnv();
  let u: GatewayUser;

  beforeAll(async () => {
    u = await gatewayUser();
  });

  it('a DSN records a hard or soft bounce, an ARF report a complaint; both reach webhooks and AggrEvents', async () => {
    const { id, name } = await addDomain(u);
    await markVerified(id);
    const key = await addKey(u, id);
    const receiver = await startReceiver();
    try {
      await u.ok('EmailGateway.AddWebhook', { DomainID: id, Event: 'bounce', WebhookURL: receiver.url });
      await u.ok('EmailGateway.AddWebhook', { DomainID: id, Event: 'complained', WebhookURL: receiver.url });
      const send = async (to: string) =>
        (await api.v1('POST', 'email', { Subject: 'Report me', From: { email: `orders@${name}` }, To: [{ email: to }], PlainContent: 'hi' }, { bearer: key }))
          .body.MessageID as string;
      const [hard, soft, complained] = await Promise.all([send('gone@example.com'), send('full@example.com'), send('annoyed@example.com')]);
      const returnPath = (messageId: string) => `bounces+${messageId}@bounces.${name}`;

      await report(returnPath(hard), deliveryStatusReport(returnPath(hard), 'gone@example.com', '5.1.1'));
      await report(returnPath(soft), deliveryStatusReport(returnPath(soft), 'full@example.com', '4.2.2', 'delayed'));
      await report(returnPath(complained), abuseReport(returnPath(complained), 'annoyed@example.com'));

      const hooks = await until(
        () => receiver.received.map((r) => JSON.parse(r.body)),
        (all) => all.length >= 3,
        'three events posted',
        30_000,
      );
      const byMessage = Object.fromEntries(hooks.map((h) => [h.message_id, h]));
      expect(byMessage[hard]).toMatchObject({ event: 'bounce', recipient: 'gone@example.com', details: { bounce_type: 'hard', status: '5.1.1' } });
      expect(byMessage[soft]).toMatchObject({ event: 'bounce', recipient: 'full@example.com', details: { bounce_type: 'soft', status: '4.2.2' } });
      expect(byMessage[complained]).toMatchObject({ event: 'complaint', recipient: 'annoyed@example.com', details: { feedback_type: 'abuse' } });

      const aggregated = await u.ok('EmailGateway.AggrEvents', { DomainID: id });
      expect(aggregated.AggBuckets).toEqual(
        expect.arrayContaining([
          { Key: 'bounce', Count: 2 },
          { Key: 'complaint', Count: 1 },
        ]),
      );
    } finally {
      await receiver.close();
    }
  });

  it('refuses mail for an address that is no message’s return path', async () => {
    const transport = createTransport({ host: '127.0.0.1', port: Number(port), secure: false, ignoreTLS: true });
    try {
      const to = 'bounces+00000000-0000-4000-8000-000000000000@bounces.example.com';
      await expect(transport.sendMail({ envelope: { from: '', to }, raw: deliveryStatusReport(to, 'x@example.com', '5.1.1') })).rejects.toThrow(/550/);
    } finally {
      transport.close();
    }
  });
});
