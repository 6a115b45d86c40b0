import { createHmac } from 'node:crypto';

import { e2eEnv, until } from '@mail/testing';

import { addDomain, addKey, FORMATS, gatewayUser, type GatewayUser, legacyCode, markVerified, sql, startReceiver, succeeded, v1Code } from './gateway-helpers';

const sign = (key: string, body: string) => `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;

describe('EmailGateway webhooks', () => {
  const { api } = e2eEnv();
  let u: GatewayUser;
  let other: GatewayUser;
  let domainId: number;
  let othersDomain: number;

  beforeAll(async () => {
    [u, other] = await Promise.all([gatewayUser(), gatewayUser()]);
    [{ id: domainId }, { id: othersDomain }] = await Promise.all([addDomain(u), addDomain(other)]);
  });

  describe.each(FORMATS)('EmailGateway.AddWebhook / DeleteWebhook (%s)', (format) => {
    it.each([
      ['1 DomainID missing', { Event: 'delivery', WebhookURL: 'https://hooks.example.com/' }, 1],
      ['2 Event missing', { DomainID: 1, WebhookURL: 'https://hooks.example.com/' }, 2],
      ['3 invalid Event', { DomainID: 1, Event: 'sent', WebhookURL: 'https://hooks.example.com/' }, 3],
      ['5 WebhookURL missing', { DomainID: 1, Event: 'open' }, 5],
      ['6 not http(s)', { DomainID: 1, Event: 'open', WebhookURL: 'ftp://hooks.example.com/' }, 6],
      ['7 metadata address', { DomainID: 1, Event: 'open', WebhookURL: 'http://169.254.169.254/latest/meta-data/' }, 7],
      ['7 private address', { DomainID: 1, Event: 'open', WebhookURL: 'http://10.0.0.5/hook' }, 7],
      ['7 localhost', { DomainID: 1, Event: 'open', WebhookURL: 'http://localhost:9000/hook' }, 7],
    ])('%s', async (_name, params, code) => {
      expect(legacyCode(await u.legacy('EmailGateway.AddWebhook', params, format))).toBe(code);
    });

    it("4 for another user's domain; both event spellings; DeleteWebhook 1, 2", async () => {
      expect(
        legacyCode(await u.legacy('EmailGateway.AddWebhook', { DomainID: othersDomain, Event: 'click', WebhookURL: 'https://hooks.example.com/' }, format)),
      ).toBe(4);
      const added = await u.legacy('EmailGateway.AddWebhook', { DomainID: domainId, Event: 'Clicked', WebhookURL: 'https://hooks.example.com/c' }, format);
      expect(succeeded(added)).toBe(true);
      expect(added.body.SigningKey).toMatch(/^[0-9A-F]{64}$/);
      const theirs = (await other.ok('EmailGateway.AddWebhook', { DomainID: othersDomain, Event: 'bounce', WebhookURL: 'https://hooks.example.com/b' }))
        .NewWebhookID;
      expect(legacyCode(await u.legacy('EmailGateway.DeleteWebhook', {}, format))).toBe(1);
      expect(legacyCode(await u.legacy('EmailGateway.DeleteWebhook', { WebhookID: theirs }, format))).toBe(2);
      expect(succeeded(await u.legacy('EmailGateway.DeleteWebhook', { WebhookID: added.body.NewWebhookID }, format))).toBe(true);
    });
  });

  describe('POST /api/v1/webhooks (sender key as bearer)', () => {
    it.each(FORMATS)('creates a webhook on the key’s domain; codes 2, 3, 5, 13 (%s)', async (format) => {
      const key = await addKey(u, domainId);
      const post = (params: Record<string, unknown>, bearer = key) => api.v1('POST', 'webhooks', params, { bearer, format });
      const ok = await post({ Event: 'delivered', WebhookURL: 'https://hooks.example.com/d' });
      expect(ok.status).toBe(200);
      expect(Number(ok.body.NewWebhookID)).toBeGreaterThan(0);
      expect(v1Code(await post({ WebhookURL: 'https://hooks.example.com/d' }))).toBe(2);
      expect(v1Code(await post({ Event: 'sent', WebhookURL: 'https://hooks.example.com/d' }))).toBe(3);
      expect(v1Code(await post({ Event: 'opened' }))).toBe(5);
      expect(v1Code(await post({ Event: 'opened', WebhookURL: 'https://hooks.example.com/d' }, 'eg_live_nope'))).toBe(13);
      expect(v1Code(await post({ Event: 'opened', WebhookURL: 'https://hooks.example.com/d' }, u.user.apiKey))).toBe(13);
    });
  });

  it('posts the delivery event signed with the domain key, and retries a failing receiver until its fourth try', async () => {
    const { id, name } = await addDomain(u);
    await markVerified(id);
    const key = await addKey(u, id);
    const [good, flaky] = await Promise.all([startReceiver(0), startReceiver(3)]);
    try {
      const first = await u.ok('EmailGateway.AddWebhook', { DomainID: id, Event: 'delivery', WebhookURL: good.url });
      const flakyHook = Number((await u.ok('EmailGateway.AddWebhook', { DomainID: id, Event: 'delivery', WebhookURL: flaky.url })).NewWebhookID);
      const sent = await api.v1(
        'POST',
        'email',
        { Subject: 'Hooked', From: { email: `orders@${name}` }, To: [{ email: 'hooked@example.com' }], PlainContent: 'hi' },
        { bearer: key },
      );
      expect(sent.body.MessageID).toMatch(/^[0-9a-f-]{36}$/);
      const [hook] = await until(
        () => good.received,
        (r) => r.length > 0,
        'the delivery event at the receiver',
        30_000,
      );
      expect(hook.headers['x-gateway-signature']).toBe(sign(first.SigningKey, hook.body));
      expect(JSON.parse(hook.body)).toMatchObject({
        event: 'delivery',
        message_id: sent.body.MessageID,
        recipient: 'hooked@example.com',
        message: { headers: { subject: 'Hooked' } },
      });
      await until(
        () => flaky.received,
        (r) => r.length > 0,
        'the event at the flaky receiver',
        60_000,
        200,
      );
      expect(flaky.answered).toEqual([500, 500, 500, 200]);
      expect(flaky.received[0].headers['x-gateway-attempt']).toBe('4');
      // each attempt logged once, in the statement that moved the post to its next try; the post ended with the 2xx
      const [{ event_id: eventId }] = await sql<{ event_id: string }>(
        `SELECT "id" AS "event_id" FROM "gateway"."message_event" WHERE "message_id" = $1 AND "event" = 'delivery'`,
        [sent.body.MessageID],
      );
      const attempts = () =>
        sql<{ attempt: number; status_code: number }>(
          `SELECT "attempt", "status_code" FROM "gateway"."webhook_attempt" WHERE "webhook_id" = $1 AND "event_id" = $2 ORDER BY "attempt"`,
          [flakyHook, eventId],
        );
      const pending = () => sql(`SELECT 1 FROM "gateway"."webhook_delivery" WHERE "webhook_id" = $1`, [flakyHook]);
      const logged = [1, 2, 3, 4].map((attempt, i) => ({ attempt, status_code: flaky.answered[i] }));
      expect(await attempts()).toEqual(logged);
      expect(await pending()).toEqual([]);
      // a post the release before queued as a pg-boss job is moved into the queue and posted from it, unless its
      // attempt was logged already (a job run again after a crash): nothing is posted or logged twice
      const legacyJob = async (attempt: number) => {
        const [job] = await sql<{ id: string }>(`INSERT INTO "gateway_jobs"."job" ("name", "data") VALUES ('gateway.webhook-post', $1) RETURNING "id"`, [
          JSON.stringify({ webhookId: flakyHook, eventId: Number(eventId), attempt }),
        ]);
        await until(
          () => sql<{ state: string }>(`SELECT "state" FROM "gateway_jobs"."job" WHERE "id" = $1`, [job.id]),
          (rows) => rows[0]?.state === 'completed',
          `the job of attempt ${attempt} done`,
          30_000,
          200,
        );
      };
      await legacyJob(2);
      expect(flaky.answered).toEqual([500, 500, 500, 200]);
      expect(await attempts()).toEqual(logged);
      expect(await pending()).toEqual([]);
      await legacyJob(5);
      await until(
        () => flaky.received,
        (r) => r.length > 1,
        'the moved post at the receiver',
        30_000,
        200,
      );
      expect(flaky.received[1].headers['x-gateway-attempt']).toBe('5');
      expect(flaky.received[1].headers['x-gateway-signature']).toBe(flaky.received[0].headers['x-gateway-signature']);
      await until(attempts, (rows) => rows.length === 5, 'the moved post logged', 10_000, 200);
    } finally {
      await Promise.all([good.close(), flaky.close()]);
    }
  }, 90_000);

  // last in the file: it spends the address's allowance of POST /api/v1/webhooks (30 a minute)
  it('answers 429 with the seconds to wait and the attempts allowed once the limit is spent', async () => {
    let res = await api.v1('POST', 'webhooks', { Event: 'opened' }, { bearer: 'eg_live_nope' });
    for (let i = 0; i < 40 && res.status !== 429; i++) res = await api.v1('POST', 'webhooks', { Event: 'opened' }, { bearer: 'eg_live_nope' });
    expect(res.status).toBe(429);
    expect(v1Code(res)).toBe(429);
    expect(res.body.Errors[0].Message).toMatch(/wait \d+ seconds; 30 attempts are allowed per 60 seconds/);
  });
});
