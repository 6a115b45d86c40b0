import { createTransport } from 'nodemailer';

import { SEND_LIMITS } from '@mail/contracts';
import { type ApiResponse, busCarries, e2eEnv } from '@mail/testing';

import { sql } from '../tracking/tracking-helpers';
import { addDomain, addKey, gatewayUser, markVerified, v1Code } from './gateway-helpers';

const CLEAN_SENDS = 50;

describe('POST /api/v1/email: text that cannot be stored, and sizes over the limits', () => {
  const { api } = e2eEnv();
  /** a sender domain's From and key, of a user of its own */
  const sender = async () => {
    const user = await gatewayUser();
    const domain = await addDomain(user);
    await markVerified(domain.id);
    return { user, domain, from: `orders@${domain.name}`, key: await addKey(user, domain.id) };
  };
  let poisoner: Awaited<ReturnType<typeof sender>>;
  let clean: Awaited<ReturnType<typeof sender>>;
  /** the poisoner's SMTP relay: the server's reply to a raw message with `header` */
  const relay = {
    async send(from: string, header: string): Promise<string> {
      const smtp = (await poisoner.user.ok('EmailGateway.AddSMTP', { DomainID: poisoner.domain.id })).SMTP;
      const client = createTransport({
        host: '127.0.0.1',
        port: Number(smtp.SMTPPorts[0]),
        secure: false,
        ignoreTLS: true,
        auth: { user: smtp.Username, pass: smtp.Password },
      });
      try {
        const raw = `From: ${from}\r\nTo: buyer@example.com\r\n${header}\r\n\r\nThanks\r\n`;
        await client.sendMail({ envelope: { from, to: ['buyer@example.com'] }, raw });
        return 'queued';
      } catch (error) {
        return String((error as { response?: string }).response ?? error);
      } finally {
        client.close();
      }
    },
  };
  const message = (from: string, subject = 'Receipt') => ({ Subject: subject, From: from, To: ['buyer@example.com'], PlainContent: 'Thanks' });
  const send = (who: { key: string }, params: Record<string, unknown>, encoding?: 'form' | 'multipart') =>
    api.v1('POST', 'email', params, { bearer: who.key, ...(encoding ? { encoding } : {}) });

  beforeAll(async () => {
    [poisoner, clean] = await Promise.all([sender(), sender()]);
  });

  it("poisoned sends are answered alone (dropped NUL, 100000, 44, the relay's refusal), while another user's concurrent sends all succeed", async () => {
    const formBody = (subject: string) => `Subject=${subject}&From=${encodeURIComponent(poisoner.from)}&To=buyer%40example.com&PlainContent=Thanks`;
    const form = (body: string) =>
      api.raw('POST', '/api/v1/email', body, { authorization: `Bearer ${poisoner.key}`, 'content-type': 'application/x-www-form-urlencoded' });
    // the edge drops NUL from every value (no parameter has a use for it): these are queued without it
    const poisoned: [string, () => Promise<ApiResponse>, number | 'queued'][] = [
      ['NUL in the Subject (JSON)', () => send(poisoner, message(poisoner.from, 'Re\u0000ceipt')), 'queued'],
      ['NUL in the body (multipart)', () => send(poisoner, { ...message(poisoner.from), PlainContent: 'a\u0000b' }, 'multipart'), 'queued'],
      ['NUL in a header value (JSON)', () => send(poisoner, { ...message(poisoner.from), Headers: { 'X-Order': '4\u00002' } }), 'queued'],
      ['NUL in the Subject (form)', () => form(formBody('Re%00ceipt')), 'queued'],
      // JSON allows the escape; the edge refuses the body before any service sees it
      ['a lone surrogate in the Subject (JSON)', () => send(poisoner, message(poisoner.from, 'Re\ud800ceipt')), 100000],
      ['a Subject one character over its limit', () => send(poisoner, message(poisoner.from, 'x'.repeat(SEND_LIMITS.subject + 1))), 44],
    ];
    const [answers, relayed, cleanAnswers] = await Promise.all([
      Promise.all(poisoned.map(([, call]) => call())),
      // the relay's Subject is read from the raw header, where no edge drops the NUL: the intake refuses it (43)
      relay.send(poisoner.from, 'Subject: Re\u0000ceipt'),
      Promise.all(Array.from({ length: CLEAN_SENDS }, (_, i) => send(clean, message(clean.from, `Receipt ${i}`)))),
    ]);

    expect(cleanAnswers.map((r) => [r.status, typeof r.body?.MessageID])).toEqual(cleanAnswers.map(() => [200, 'string']));
    const outcome = (r: ApiResponse) => (r.status === 200 && typeof r.body?.MessageID === 'string' ? 'queued' : r.status < 500 ? v1Code(r) : r.status);
    expect(poisoned.map(([name], i) => [name, outcome(answers[i])])).toEqual(poisoned.map(([name, , expected]) => [name, expected]));
    expect(relayed).toMatch(/^554 5.6.0 .*Subject holds a character that cannot be stored/);
    const queued = answers.filter((r) => outcome(r) === 'queued').map((r) => r.body.MessageID as string);
    const stored = await sql<{ subject: string; content: string }>(
      `SELECT "subject", "content"::text AS "content" FROM "gateway"."message" WHERE "id" = ANY($1::uuid[])`,
      [queued],
    );
    expect(stored.map((m) => m.subject)).toEqual(queued.map(() => 'Receipt'));
    expect(stored.filter((m) => m.content.includes('\\u0000'))).toEqual([]);
    const ids = cleanAnswers.map((r) => r.body.MessageID as string);
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS "n" FROM "gateway"."message" WHERE "id" = ANY($1::uuid[])`, [ids]);
    expect(n).toBe(CLEAN_SENDS);
  });

  it('a lone surrogate in UTF-8 form encoding (%ED%A0%80) is not text: kept as the characters sent, queued like any subject', async () => {
    const body = `Subject=Re%ED%A0%80ceipt&From=${encodeURIComponent(poisoner.from)}&To=buyer%40example.com&PlainContent=Thanks`;
    const res = await api.raw('POST', '/api/v1/email', body, { authorization: `Bearer ${poisoner.key}`, 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(200);
    const [row] = await sql<{ subject: string }>(`SELECT "subject" FROM "gateway"."message" WHERE "id" = $1`, [res.body.MessageID]);
    expect(row.subject).toBe('Re%ED%A0%80ceipt');
  });

  it('answers 44 naming the field for every size over its limit, and queues one at every limit', async () => {
    const over: [string, Record<string, unknown>][] = [
      ['Subject', { Subject: 'x'.repeat(SEND_LIMITS.subject + 1) }],
      ['A name in From', { From: { name: 'n'.repeat(SEND_LIMITS.name + 1), email: poisoner.from } }],
      // the edge lower-cases every key
      ['Header x-big', { Headers: { 'X-Big': 'v'.repeat(SEND_LIMITS.headerValue + 1) } }],
      ['A tag', { Tags: ['t'.repeat(SEND_LIMITS.tag + 1)] }],
      ['HTMLContent and PlainContent', { HTMLContent: 'h'.repeat(SEND_LIMITS.bodyBytes / 2), PlainContent: 'p'.repeat(SEND_LIMITS.bodyBytes / 2 + 1) }],
      ['Attachments', { Attachments: [{ Filename: 'a.bin', Content: Buffer.alloc(SEND_LIMITS.attachmentBytes + 1).toString('base64') }] }],
    ];
    // over NATS, a request larger than the bus carries is refused before the gateway sees it (100001)
    const tooLargeForBus = [400, 100001, expect.stringContaining('too large for this installation')];
    const refusedForSize = (field: string) => [200, 44, expect.stringContaining(`${field} is over its limit`)];
    for (const [field, params] of over) {
      const body = { ...message(poisoner.from), ...params };
      const res = await send(poisoner, body);
      expect([field, res.status, v1Code(res), res.body?.Errors?.[0]?.Message]).toEqual([field, ...(busCarries(body) ? refusedForSize(field) : tooLargeForBus)]);
    }
    const atLimitsBody = {
      ...message(poisoner.from, 's'.repeat(SEND_LIMITS.subject)),
      HTMLContent: 'h'.repeat(SEND_LIMITS.bodyBytes / 2),
      PlainContent: 'p'.repeat(SEND_LIMITS.bodyBytes / 2),
    };
    const atLimits = await send(poisoner, atLimitsBody);
    const rows = await sql<{ bytes: number }>(
      `SELECT (octet_length("content"->>'html') + octet_length("content"->>'text'))::int AS "bytes" FROM "gateway"."message" WHERE "id" = $1`,
      [atLimits.body?.MessageID ?? '00000000-0000-0000-0000-000000000000'],
    );
    expect([atLimits.status, rows.map((r) => r.bytes)]).toEqual(busCarries(atLimitsBody) ? [200, [SEND_LIMITS.bodyBytes]] : [400, []]);
  });
});
