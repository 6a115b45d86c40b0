/* eslint-disable jest/no-conditional-expect -- XML renders numbers as text: shapes are asserted on the JSON pass only */
import { e2eEnv, e2eMailInbox, until } from '@mail/testing';

import { sql } from '../tracking/tracking-helpers';
import { addDomain, addKey, FORMATS, gatewayUser, type GatewayUser, legacyCode, markVerified, succeeded, v1Code } from './gateway-helpers';

const inbox = e2eMailInbox();

describe('POST /api/v1/email, EmailGateway.ClearDomainQueue and EmailGateway.AggrEvents', () => {
  const { api } = e2eEnv();
  let u: GatewayUser;
  let other: GatewayUser;
  let domain: { id: number; name: string };
  let key: string;
  const send = (params: Record<string, unknown>, format?: string, bearer = key) => api.v1('POST', 'email', params, { bearer, ...(format ? { format } : {}) });
  const message = () => ({
    Subject: 'Receipt',
    From: { name: 'Shop', email: `orders@${domain.name}` },
    To: [{ email: 'buyer@example.com' }],
    HTMLContent: '<p>Thanks</p>',
  });

  beforeAll(async () => {
    [u, other] = await Promise.all([gatewayUser(), gatewayUser()]);
    domain = await addDomain(u);
    await markVerified(domain.id);
    key = await addKey(u, domain.id);
  });

  it('a deleted key, and the keys of a deleted domain, stop working at once (no cache window)', async () => {
    const other = await addDomain(u);
    await markVerified(other.id);
    const [kept, dropped] = [await addKey(u, other.id), await addKey(u, other.id)];
    const mail = { ...message(), From: { email: `orders@${other.name}` } };
    expect((await send(mail, undefined, dropped)).status).toBe(200);
    // the later of the two keys (keys are stored as hashes only)
    const [{ id: droppedId }] = await sql<{ id: number }>(`SELECT max("id")::int AS "id" FROM "gateway"."api_key" WHERE "domain_id" = $1`, [other.id]);
    await u.ok('EmailGateway.DeleteAPI', { ApiKeyId: droppedId });
    expect(v1Code(await send(mail, undefined, dropped))).toBe(13);
    expect((await send(mail, undefined, kept)).status).toBe(200);
    await u.ok('EmailGateway.DeleteDomain', { DomainID: other.id });
    expect(v1Code(await send(mail, undefined, kept))).toBe(13);
  });

  it('legacy Command=emailgateway.sendemail (any casing) takes the key as SenderAPIKey or as a bearer, and queues the same message', async () => {
    const legacy = (command: string, params: Record<string, unknown>, options: { format?: string; bearer?: string; encoding?: 'json' | 'form' } = {}) =>
      api.legacy(command, params, options);
    // form fields, as the vendor's PHP clients send them
    const byParam = await legacy('emailgateway.sendemail', {
      ...message(),
      From: `Shop <orders@${domain.name}>`,
      To: 'buyer@example.com',
      SenderAPIKey: key,
    });
    expect(byParam.body).toMatchObject({ Success: true, MessageID: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const byBearer = await legacy('EmailGateway.SendEmail', { ...message() }, { bearer: key, encoding: 'json' });
    expect(byBearer.body).toMatchObject({ Success: true, MessageID: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const xml = await legacy('EMAILGATEWAY.SENDEMAIL', { ...message(), SenderAPIKey: key }, { format: 'XML', encoding: 'json' });
    expect([xml.isXml, xml.body.Success]).toEqual([true, 'true']);
    // the key is a credential: it is never stored with the message
    const stored = await sql<{ subject: string; row: string }>(`SELECT "subject", row_to_json(m)::text AS "row" FROM "gateway"."message" m WHERE "id" = $1`, [
      byParam.body.MessageID,
    ]);
    expect(stored[0].subject).toBe('Receipt');
    expect(stored[0].row).not.toContain(key);
    for (const [params, code] of [
      [{ ...message() }, 1],
      [{ ...message(), SenderAPIKey: 'eg_live_unknown' }, 13],
      [{ ...message(), Subject: '', SenderAPIKey: key }, 8],
    ] as const) {
      const failed = await legacy('emailgateway.sendemail', params, { encoding: 'json' });
      expect([failed.body.Success, legacyCode(failed)]).toEqual([false, code]);
    }
    // and on /api/v1/email the vendor's SenderAPIKey field stands in for the bearer too
    expect((await api.v1('POST', 'email', { ...message(), SenderAPIKey: key })).body).toMatchObject({ MessageID: expect.any(String) });
  });

  describe.each(FORMATS)('%s', (format) => {
    it('answers the MessageID once queued, and every code', async () => {
      const ok = await send(message(), format);
      expect([ok.status, ok.body]).toEqual([200, expect.objectContaining({ MessageID: expect.stringMatching(/^[0-9a-f-]{36}$/) })]);
      const unverified = await addDomain(u);
      // the vendor's codes (our own from 40)
      const cases: [Record<string, unknown>, number, string?][] = [
        [message(), 13, 'eg_live_unknown'],
        [{ ...message(), Subject: '' }, 8],
        [{ ...message(), From: undefined }, 3],
        [{ ...message(), From: 'nobody' }, 23],
        [{ ...message(), To: [] }, 8],
        [{ ...message(), To: [{ name: 'Buyer' }] }, 18],
        [{ ...message(), To: ['not-an-address'] }, 19],
        [{ ...message(), CC: [{ name: 'C' }] }, 21],
        [{ ...message(), CC: ['not-an-address'] }, 22],
        [{ ...message(), BCC: [{ name: 'B' }] }, 24],
        [{ ...message(), BCC: ['not-an-address'] }, 25],
        [{ ...message(), ReplyTo: [{ name: 'R' }] }, 28],
        [{ ...message(), ReplyTo: 'not-an-address' }, 29],
        [{ ...message(), ReplyTo: ['a@example.com', 'b@example.com'] }, 31],
        [{ ...message(), ContentType: 'rtf' }, 9],
        [{ ...message(), HTMLContent: '' }, 9],
        [{ ...message(), ContentType: 'html', HTMLContent: '' }, 10],
        [{ ...message(), ContentType: 'plain' }, 11],
        [{ ...message(), SendAt: 'soon' }, 40],
        [{ ...message(), Attachments: [{ Filename: 'a.txt', Content: '%%%' }] }, 41],
        [{ ...message(), From: 'orders@elsewhere.example.com' }, 3],
        [{ ...message(), From: `orders@${unverified.name}` }, 32, await addKey(u, unverified.id)],
        [{ ...message(), BCC: Array.from({ length: 50 }, (_, i) => `r${i}@example.com`) }, 20],
        [{ ...message(), Headers: { Subject: 'x' } }, 42],
      ];
      for (const [params, code, bearer] of cases) expect([code, v1Code(await send(params, format, bearer ?? key))]).toEqual([code, code]);
    });
  });

  it('delivers the message DKIM-signed by the sender domain, with its attachment, to every recipient', async () => {
    const sent = await send({
      ...message(),
      To: ['to@example.com'],
      CC: [{ email: 'cc@example.com' }],
      Attachments: [{ Filename: 'r.txt', Content: 'aGVsbG8=' }],
      Headers: { 'X-Order': '42' },
    });
    await until(
      () => sql<{ status: string }>(`SELECT "status" FROM "gateway"."message" WHERE "id" = $1`, [sent.body.MessageID]),
      (r) => r[0]?.status === 'Sent',
      'the message sent',
      30_000,
    );
    if (!inbox) return;
    const mail = await inbox.waitFor('cc@example.com', { subject: /Receipt/ });
    expect(mail.headers['dkim-signature']).toContain(`d=${domain.name}`);
    expect(mail.headers['x-order']).toBe('42');
    expect(mail.envelopeTo.sort()).toEqual(['cc@example.com', 'to@example.com']);
  });

  describe.each(FORMATS)('%s', (format) => {
    it('EmailGateway.ClearDomainQueue fails the queued messages (SendAt later); codes 1, 2', async () => {
      const later = await send({ ...message(), SendAt: Math.floor(Date.now() / 1000) + 3600 });
      const res = await u.legacy('EmailGateway.ClearDomainQueue', { DomainID: domain.id }, format);
      expect(succeeded(res)).toBe(true);
      expect(Number(res.body.Cleared)).toBeGreaterThanOrEqual(1);
      expect((await sql<{ status: string }>(`SELECT "status" FROM "gateway"."message" WHERE "id" = $1`, [later.body.MessageID]))[0].status).toBe('Failed');
      expect(legacyCode(await u.legacy('EmailGateway.ClearDomainQueue', {}, format))).toBe(1);
      const theirs = await addDomain(other);
      expect(legacyCode(await u.legacy('EmailGateway.ClearDomainQueue', { DomainID: theirs.id }, format))).toBe(2);
    });

    it('EmailGateway.AggrEvents counts the domain’s events by event, date or recipient domain; codes 1, 2, 11, 12', async () => {
      await until(
        () => sql(`SELECT 1 FROM "gateway"."message_event" WHERE "domain_id" = $1`, [domain.id]),
        (r) => r.length > 0,
        'a delivery event',
        30_000,
      );
      const res = await u.legacy('EmailGateway.AggrEvents', { DomainID: domain.id, AggregatedField: 'event' }, format);
      expect(succeeded(res)).toBe(true);
      if (format === 'JSON') expect(res.body.AggBuckets[0]).toEqual({ Key: 'delivery', Count: expect.any(Number) });
      const byDomain = await u.legacy('EmailGateway.AggrEvents', { DomainID: domain.id, AggregatedField: 'recipient_domain', AggregateSize: 1 }, 'JSON');
      expect(byDomain.body.AggBuckets).toEqual([{ Key: 'example.com', Count: expect.any(Number) }]);
      expect(legacyCode(await u.legacy('EmailGateway.AggrEvents', {}, format))).toBe(1);
      expect(legacyCode(await u.legacy('EmailGateway.AggrEvents', { DomainID: (await addDomain(other)).id }, format))).toBe(2);
      expect(legacyCode(await u.legacy('EmailGateway.AggrEvents', { DomainID: domain.id, StartDate: '2024-13-01' }, format))).toBe(11);
      expect(legacyCode(await u.legacy('EmailGateway.AggrEvents', { DomainID: domain.id, AggregatedField: 'subject' }, format))).toBe(12);
    });
  });
});
