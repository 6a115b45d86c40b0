import { e2eEnv, unique, until } from '@mail/testing';

import { addDomain, addKey, FORMATS, gatewayUser, type GatewayUser, legacyCode, markVerified, succeeded, v1Code } from './gateway-helpers';

describe('EmailGateway event reads: EmailGateway.GetEvents, GET /api/v1/events, GET and DELETE /api/v1/webhooks (issue 28)', () => {
  const { api } = e2eEnv();
  let u: GatewayUser;
  let other: GatewayUser;
  const a = { id: 0, name: '', key: '' };
  const b = { id: 0, name: '', key: '' };
  let othersDomain: number;
  let alphaMessage: string;
  const tag = unique('s');

  const send = async (d: typeof a, subject: string, to: string[]) => {
    const res = await api.v1(
      'POST',
      'email',
      { Subject: subject, From: { email: `orders@${d.name}` }, To: to.map((email) => ({ email })), PlainContent: 'hi' },
      { bearer: d.key },
    );
    expect(res.body.MessageID).toBeDefined();
    return res.body.MessageID as string;
  };

  beforeAll(async () => {
    [u, other] = await Promise.all([gatewayUser(), gatewayUser()]);
    for (const d of [a, b]) {
      const added = await addDomain(u);
      await markVerified(added.id);
      Object.assign(d, { id: added.id, name: added.name, key: await addKey(u, added.id) });
    }
    othersDomain = (await addDomain(other)).id;
    alphaMessage = await send(a, `Alpha ${tag}`, ['one@example.com', 'two@example.com']);
    await send(b, `Beta ${tag}`, ['three@example.com']);
    await until(
      async () => (await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 10, Event: 'delivered' })).TotalRecords as number,
      (n) => n >= 3,
      'the three deliveries recorded',
      60_000,
      200,
    );
  });

  it('GetEvents pages the caller’s events newest first with the message headers; filters by domain, type, text and day', async () => {
    const all = await u.ok('emailgateway.getevents', { StartFrom: 0, RetrieveCount: 100 });
    expect(all.TotalRecords).toBe(3);
    expect(all.Events.map((e: { timestamp: number }) => e.timestamp)).toEqual(
      [...all.Events.map((e: { timestamp: number }) => e.timestamp)].sort((x, y) => y - x),
    );
    const ofA = await u.ok('EmailGateway.GetEvents', { DomainID: a.id, StartFrom: 0, RetrieveCount: 10 });
    expect(ofA.TotalRecords).toBe(2);
    expect(ofA.Events.map((e: { recipient: string }) => e.recipient).sort()).toEqual(['one@example.com', 'two@example.com']);
    expect(ofA.Events[0]).toMatchObject({
      event: 'delivery',
      'message-id': alphaMessage,
      domain: a.name,
      timestamp: expect.any(Number),
      message: { headers: { from: `orders@${a.name}`, subject: `Alpha ${tag}` } },
    });
    expect(Math.abs(ofA.Events[0].timestamp - Date.now() / 1000)).toBeLessThan(600);
    expect(ofA.Events[0].message.headers.to).toBe(ofA.Events[0].recipient);

    const page = await u.ok('EmailGateway.GetEvents', { StartFrom: 1, RetrieveCount: 1 });
    expect(page.TotalRecords).toBe(3);
    expect(page.Events).toEqual([all.Events[1]]);
    expect((await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 10, Query: `Beta ${tag}` })).TotalRecords).toBe(1);
    expect((await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 10, Query: 'three@example' })).Events[0].recipient).toBe('three@example.com');
    expect((await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 10, Event: 'bounced' })).TotalRecords).toBe(0);
    expect((await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 10, Event: 'delivery' })).TotalRecords).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 10, StartDate: today, EndDate: today })).TotalRecords).toBe(3);
    expect((await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 10, StartDate: tomorrow })).TotalRecords).toBe(0);
    expect((await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 10, EndDate: yesterday })).TotalRecords).toBe(0);
    expect((await other.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 10 })).TotalRecords).toBe(0);
  });

  describe.each(FORMATS)('%s', (format) => {
    it('GetEvents codes: 4 StartFrom, 5 RetrieveCount (missing or over 100), 2 another user’s domain', async () => {
      const codes = [];
      for (const params of [
        { RetrieveCount: 10 },
        { StartFrom: 0 },
        { StartFrom: 0, RetrieveCount: 101 },
        { StartFrom: -1, RetrieveCount: 10 },
        { StartFrom: 0, RetrieveCount: 10, DomainID: othersDomain },
      ])
        codes.push(legacyCode(await u.legacy('EmailGateway.GetEvents', params, format)));
      expect(codes).toEqual([4, 5, 5, 4, 2]);
      expect(succeeded(await u.legacy('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 1, DomainID: a.id }, format))).toBe(true);
    });

    it('GET /api/v1/events shows only the key’s domain; 1 without a key, 13 with a wrong one', async () => {
      const res = await api.v1('GET', 'events', { RetrieveCount: 10 }, { bearer: a.key, format });
      expect(res.status).toBe(200);
      expect(Number(res.body.TotalRecords)).toBe(2);
      expect(v1Code(await api.v1('GET', 'events', {}, { format }))).toBe(1);
      expect(v1Code(await api.v1('GET', 'events', {}, { bearer: 'eg_live_nope', format }))).toBe(13);
      expect(v1Code(await api.v1('GET', 'events', {}, { bearer: u.user.apiKey, format }))).toBe(13);
      expect(v1Code(await api.v1('GET', 'events', { RetrieveCount: 500 }, { bearer: a.key, format }))).toBe(5);
    });
  });

  it('GET /api/v1/events: capitalised keys, default page of 5, MessageID, Event and Unix-time filters', async () => {
    const ofB = await api.v1('GET', 'events', {}, { bearer: b.key });
    expect(ofB.body).not.toHaveProperty('Success');
    expect(ofB.body.TotalRecords).toBe(1);
    expect(ofB.body.Events[0]).toMatchObject({
      Event: 'delivery',
      LoggedAt: expect.any(Number),
      Recipient: 'three@example.com',
      Message: { Headers: { From: `orders@${b.name}`, To: 'three@example.com', Subject: `Beta ${tag}` } },
    });
    const byMessage = await api.v1('GET', 'events', { MessageID: alphaMessage }, { bearer: a.key });
    expect(byMessage.body.TotalRecords).toBe(2);
    expect((await api.v1('GET', 'events', { MessageID: alphaMessage }, { bearer: b.key })).body.TotalRecords).toBe(0);
    expect((await api.v1('GET', 'events', { MessageID: 'not-a-message' }, { bearer: a.key })).body.TotalRecords).toBe(0);
    expect((await api.v1('GET', 'events', { Event: 'opened' }, { bearer: a.key })).body.TotalRecords).toBe(0);
    const now = Math.floor(Date.now() / 1000);
    expect((await api.v1('GET', 'events', { StartDate: now - 3600, EndDate: now + 60 }, { bearer: a.key })).body.TotalRecords).toBe(2);
    expect((await api.v1('GET', 'events', { StartDate: now + 3600 }, { bearer: a.key })).body.TotalRecords).toBe(0);
    const paged = await api.v1('GET', 'events', { StartFrom: 1, RetrieveCount: 1 }, { bearer: a.key });
    expect(paged.body).toMatchObject({ TotalRecords: 2, Events: [expect.objectContaining({ MessageID: alphaMessage })] });
  });

  it('ExportEvents answers a CSV file of the filtered events (no envelope), with the total in a header; 2 for another user’s domain', async () => {
    const res = await u.legacy('EmailGateway.ExportEvents', { DomainID: a.id });
    expect([res.status, res.headers.get('content-type'), res.headers.get('x-octeth-export-total'), res.headers.get('x-octeth-export-truncated')]).toEqual([
      200,
      'text/csv; charset=utf-8',
      '2',
      null,
    ]);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="transactional-events-\d{4}-\d{2}-\d{2}\.csv"$/);
    // the file starts with a UTF-8 byte-order mark, which fetch's text() decodes away
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Event,MessageID,From,To,Subject,Domain,SMTPCode');
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 7))).toEqual(
      expect.arrayContaining([
        ['delivery', alphaMessage, `orders@${a.name}`, 'one@example.com', `Alpha ${tag}`, a.name],
        ['delivery', alphaMessage, `orders@${a.name}`, 'two@example.com', `Alpha ${tag}`, a.name],
      ]),
    );
    expect(lines).toHaveLength(3);
    const all = await u.legacy('EmailGateway.ExportEvents', { Query: `Beta ${tag}`, ResponseFormat: 'XML' });
    expect([all.headers.get('x-octeth-export-total'), all.text.trim().split('\r\n')]).toEqual([
      '1',
      [expect.any(String), expect.stringContaining('three@example.com')],
    ]);
    expect((await u.legacy('EmailGateway.ExportEvents', { MessageID: alphaMessage, Query: 'nothing-matches' })).headers.get('x-octeth-export-total')).toBe('2');
    expect(legacyCode(await u.legacy('EmailGateway.ExportEvents', { DomainID: othersDomain }))).toBe(2);
    expect((await other.legacy('EmailGateway.ExportEvents', {})).headers.get('x-octeth-export-total')).toBe('0');
  });

  it('GET and DELETE /api/v1/webhooks: the key’s domain only; DELETE codes 1 and 4', async () => {
    const mine = await u.ok('EmailGateway.AddWebhook', { DomainID: a.id, Event: 'open', WebhookURL: 'https://hooks.example.com/a' });
    const onB = await u.ok('EmailGateway.AddWebhook', { DomainID: b.id, Event: 'click', WebhookURL: 'https://hooks.example.com/b' });
    const listed = await api.v1('GET', 'webhooks', {}, { bearer: a.key });
    expect(listed.body).toEqual({ Webhooks: [{ WebhookID: mine.NewWebhookID, Event: 'opened', WebhookURL: 'https://hooks.example.com/a' }] });
    expect(v1Code(await api.v1('GET', 'webhooks', {}, { bearer: 'eg_live_nope' }))).toBe(13);

    expect(v1Code(await api.v1('DELETE', 'webhooks', {}, { bearer: a.key }))).toBe(1);
    expect(v1Code(await api.v1('DELETE', 'webhooks', { WebhookID: onB.NewWebhookID }, { bearer: a.key }))).toBe(4);
    expect(v1Code(await api.v1('DELETE', 'webhooks', { WebhookID: mine.NewWebhookID }, { bearer: 'eg_live_nope' }))).toBe(13);
    const deleted = await api.v1('DELETE', 'webhooks', { WebhookID: mine.NewWebhookID }, { bearer: a.key });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({});
    expect((await api.v1('GET', 'webhooks', {}, { bearer: a.key })).body).toEqual({ Webhooks: [] });
    expect(v1Code(await api.v1('DELETE', 'webhooks', { WebhookID: mine.NewWebhookID }, { bearer: a.key }))).toBe(4);
    expect((await u.ok('EmailGateway.GetWebhooks', { DomainID: b.id })).Webhooks).toHaveLength(1);
  });
});
