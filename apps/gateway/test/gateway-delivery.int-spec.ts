import { createTransport } from 'nodemailer';

import { NO_USER_LIMITS, Queries, type UserLimitsReply } from '@mail/contracts';
import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { JobQueue } from '@mail/jobs';
import { bootService, type ReplyBody, type ServiceHarness, until } from '@mail/testing';

import { GatewayModule } from '../src';
import { VerifyDomainJob } from '../src/domains/verification/verify-domain.job';
import { SmtpRelayServer } from '../src/smtp/relay/smtp-relay.server';
import { dkimResults, startFakeDns, startSmtpSink } from './local-servers';

type Limits = UserLimitsReply['limits'];
const NO_LIMITS: Limits = { ...NO_USER_LIMITS, senderDomains: 3 };

/**
 * The gateway alone on an in-process bus with a real database, a DNS server and an SMTP sink of the test's own:
 * domains verified from what DNS really answers, and mail from the API and from the SMTP relay arriving signed
 * with a DKIM signature a receiver (mailauth) verifies against the published key.
 */
describe('gateway: DNS verification and DKIM-signed delivery (real DNS, SMTP and PostgreSQL)', () => {
  const saved = { ...process.env };
  const user = 5_000_000 + Math.floor(Math.random() * 1_000_000);
  let scratch: ScratchDatabase;
  let dns: Awaited<ReturnType<typeof startFakeDns>>;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let h: ServiceHarness;
  const limits: Limits = NO_LIMITS;

  const call = async (command: string, params: Record<string, unknown>, credential?: string): Promise<{ ok: boolean; body: ReplyBody; code?: number }> => {
    const reply = await h.call(command, params, credential ? null : user, credential ? { credential } : {});
    return reply.ok ? { ok: true, body: reply.body } : { ok: false, body: {}, code: 'failure' in reply ? reply.failure.errors[0].code : -1 };
  };
  const publish = (domain: ReplyBody, dkimValue?: string) => {
    for (const record of domain.DNSRecords as { Purpose: string; Name: string; Value: string }[]) {
      if (record.Purpose === 'SPF') dns.txt.set(record.Name, [record.Value]);
      if (record.Purpose === 'DKIM') dns.txt.set(record.Name, [dkimValue ?? record.Value]);
    }
  };
  const statuses = async (id: number) =>
    (
      await h.db.query<{ v: string; d: string; s: string }>(
        `SELECT "verification_status" AS v, "dkim_status" AS d, "spf_status" AS s FROM "gateway"."sender_domain" WHERE "id" = $1`,
        [id],
      )
    )[0];
  const jobState = (job: string | null) =>
    h.db.query<{ state: string }>(`SELECT "state"::text AS "state" FROM "gateway_jobs"."job" WHERE "id" = $1`, [job]).then((r) => r[0]?.state);
  // waits for this check itself (not just a status): a check left running would otherwise land after the next step
  const verify = async (id: number, done: (s: { v: string }) => boolean) => {
    const job = await h.get(JobQueue).send(VerifyDomainJob, { domainId: id });
    if (job)
      await until(
        () => jobState(job),
        (state) => state === 'completed',
        `the check of domain ${id} done`,
        20_000,
        100,
      );
    return until(() => statuses(id), done, `domain ${id} checked`, 20_000, 100);
  };

  beforeAll(async () => {
    [dns, sink] = await Promise.all([startFakeDns(), startSmtpSink()]);
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'gateway_int');
    Object.assign(process.env, {
      DATABASE_URL: scratch.url,
      GATEWAY_DNS_SERVERS: dns.address,
      GATEWAY_SPF_INCLUDE: '_spf.gateway.test',
      SMTP_URL: sink.url,
      GATEWAY_SMTP_PORT: '0',
      JOBS_POLLING_INTERVAL_SECONDS: '0.5',
    });
    h = await bootService(GatewayModule, { service: 'gateway' });
    await h.bus.handle(Queries.UserLimits.subject, 'accounts', async () => ({
      ok: true,
      body: { userId: user, userGroupId: 1, reputationLevel: 'Trusted', limits, defaultSenderDomain: '' },
    }));
  });
  afterAll(async () => {
    await h?.stop();
    await Promise.all([dns?.close(), sink?.close()]);
    process.env = saved;
    if (scratch) await dropScratchDatabase(scratch);
  });

  it('verifies a domain whose records are published, fails one whose DKIM key is not ours, and keeps the group limit', async () => {
    const good = (await call('EmailGateway.AddDomain', { DomainName: 'Mail.Shop.test' })).body;
    expect(good.Domain).toMatchObject({ DomainName: 'mail.shop.test', VerificationStatus: 'Pending', DKIMStatus: 'Pending', SPFStatus: 'Pending' });
    expect(await verify(good.NewSenderDomainID, (s) => s.v === 'Pending')).toEqual({ v: 'Pending', d: 'Pending', s: 'Pending' });
    publish(good.Domain);
    expect(await verify(good.NewSenderDomainID, (s) => s.v !== 'Pending')).toEqual({ v: 'Verified', d: 'Verified', s: 'Verified' });
    // the first check AddDomain queued, run late (after a round checked the domain), does not undo that round
    const dkimRecord = (good.Domain.DNSRecords as { Purpose: string; Name: string }[]).find((r) => r.Purpose === 'DKIM')!.Name;
    const published = dns.txt.get(dkimRecord);
    dns.txt.delete(dkimRecord);
    const late = await h.get(JobQueue).send(VerifyDomainJob, { domainId: good.NewSenderDomainID, firstCheck: true });
    const lateState = () =>
      h.db.query<{ state: string }>(`SELECT "state"::text AS "state" FROM "gateway_jobs"."job" WHERE "id" = $1`, [late]).then((r) => r[0]?.state);
    expect(await until(lateState, (state) => state === 'completed', 'the late first check done', 20_000, 100)).toBe('completed');
    expect(await statuses(good.NewSenderDomainID)).toEqual({ v: 'Verified', d: 'Verified', s: 'Verified' });
    dns.txt.set(dkimRecord, published!);

    const bad = (await call('EmailGateway.AddDomain', { DomainName: 'other.test' })).body;
    publish(bad.Domain, 'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAnotours');
    expect(await verify(bad.NewSenderDomainID, (s) => s.v !== 'Pending')).toEqual({ v: 'Failed', d: 'Failed', s: 'Verified' });

    expect((await call('EmailGateway.AddDomain', { DomainName: 'mail.shop.test' })).code).toBe(2);
    expect((await call('EmailGateway.AddDomain', { DomainName: 'not a domain' })).code).toBe(2);
    await call('EmailGateway.AddDomain', { DomainName: 'third.test' });
    expect((await call('EmailGateway.AddDomain', { DomainName: 'fourth.test' })).code).toBe(3);
  });

  it('delivers API and relay mail signed with the domain key, and refuses an unverified domain', async () => {
    const [domain] = await h.db.query<{ id: number }>(`SELECT "id"::int AS "id" FROM "gateway"."sender_domain" WHERE "name" = 'mail.shop.test'`);
    const key = (await call('EmailGateway.AddAPI', { DomainID: domain.id, Description: 'int' })).body.APIKey.Key as string;
    const sent = await call(
      'EmailGateway.Send',
      {
        Subject: 'Receipt',
        From: { name: 'Shop', email: 'orders@mail.shop.test' },
        To: [{ email: 'buyer@example.com' }],
        BCC: ['audit@example.com'],
        HTMLContent: '<p>Thanks</p>',
        Attachments: [{ Filename: 'r.txt', Content: 'aGVsbG8=' }],
      },
      key,
    );
    expect(sent.body.MessageID).toMatch(/^[0-9a-f-]{36}$/);
    const api = await until(() => sink.mail.find((m) => m.raw.includes(sent.body.MessageID)), Boolean, 'API message at the sink', 20_000);
    expect(api!.to.sort()).toEqual(['audit@example.com', 'buyer@example.com']);
    expect(api!.from).toBe(`bounces+${sent.body.MessageID}@bounces.mail.shop.test`);
    expect(api!.raw.toString()).not.toMatch(/^bcc:/im);
    expect(await dkimResults(api!.raw, dns.resolver)).toEqual([{ domain: 'mail.shop.test', result: 'pass' }]);

    // the common shape (text and HTML, no attachments) is composed and signed without nodemailer: it verifies too
    const simple = await call(
      'EmailGateway.Send',
      {
        Subject: 'Receipt 2',
        From: 'Shop <orders@mail.shop.test>',
        To: ['buyer@example.com'],
        CC: [{ name: 'Ops, Team', email: 'ops@example.com' }],
        HTMLContent: '<p>Danke für Ihre Bestellung</p>',
        PlainContent: 'Danke für Ihre Bestellung',
        Headers: { 'X-Order': '42' },
      },
      key,
    );
    const quick = await until(() => sink.mail.find((m) => m.raw.includes(simple.body.MessageID)), Boolean, 'simple API message at the sink', 20_000);
    expect(quick!.to.sort()).toEqual(['buyer@example.com', 'ops@example.com']);
    expect(quick!.raw.toString()).toMatch(/^X-Order: 42\r$/m);
    expect(await dkimResults(quick!.raw, dns.resolver)).toEqual([{ domain: 'mail.shop.test', result: 'pass' }]);

    const smtp = (await call('EmailGateway.AddSMTP', { DomainID: domain.id })).body.SMTP;
    expect(smtp.SMTPPorts).toEqual([String(h.get(SmtpRelayServer).port)]);
    const client = createTransport({
      host: '127.0.0.1',
      port: Number(smtp.SMTPPorts[0]),
      secure: false,
      ignoreTLS: true,
      auth: { user: smtp.Username, pass: smtp.Password },
    });
    try {
      await client.sendMail({ from: 'alerts@mail.shop.test', to: 'ops@example.com', subject: 'Relayed', text: 'via SMTP' });
      await expect(client.sendMail({ from: 'alerts@elsewhere.test', to: 'ops@example.com', subject: 'x', text: 'x' })).rejects.toThrow(/553/);
    } finally {
      client.close();
    }
    const relayed = await until(() => sink.mail.find((m) => m.raw.includes('Subject: Relayed')), Boolean, 'relayed message at the sink', 20_000);
    expect(relayed!.to).toEqual(['ops@example.com']);
    expect(await dkimResults(relayed!.raw, dns.resolver)).toEqual([{ domain: 'mail.shop.test', result: 'pass' }]);

    const wrongPassword = createTransport({
      host: '127.0.0.1',
      port: Number(smtp.SMTPPorts[0]),
      secure: false,
      ignoreTLS: true,
      auth: { user: smtp.Username, pass: 'nope' },
    });
    await expect(wrongPassword.verify()).rejects.toThrow(/535/);
    wrongPassword.close();

    const [unverified] = await h.db.query<{ id: number }>(`SELECT "id"::int AS "id" FROM "gateway"."sender_domain" WHERE "name" = 'third.test'`);
    const otherKey = (await call('EmailGateway.AddAPI', { DomainID: unverified.id, Description: 'int' })).body.APIKey.Key as string;
    expect((await call('EmailGateway.Send', { Subject: 'x', From: 'a@third.test', To: 'b@example.com', PlainContent: 'x' }, otherKey)).code).toBe(32);
    expect((await call('EmailGateway.Send', { Subject: 'x', From: 'a@third.test', To: 'b@example.com', PlainContent: 'x' }, key)).code).toBe(3);
  });
});
