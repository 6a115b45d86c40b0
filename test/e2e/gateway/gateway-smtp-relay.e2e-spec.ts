import { createTransport } from 'nodemailer';

import { e2eEnv } from '@mail/testing';

import { addDomain, addKey, gatewayUser, type GatewayUser, markVerified, sql, v1Code } from './gateway-helpers';

interface RelayLogin {
  port: number;
  username: string;
  password: string;
}

async function relayLogin(u: GatewayUser, domainId: number): Promise<RelayLogin> {
  const { SMTP } = await u.ok('EmailGateway.AddSMTP', { DomainID: domainId });
  return { port: Number(SMTP.SMTPPorts[0]), username: SMTP.Username, password: SMTP.Password };
}

/** one SMTP connection (nodemailer opens one per call) with these credentials, as a mail client would */
async function withRelay<T>(login: RelayLogin, password: string, use: (transport: ReturnType<typeof createTransport>) => Promise<T>): Promise<T> {
  const transport = createTransport({ host: '127.0.0.1', port: login.port, secure: false, ignoreTLS: true, auth: { user: login.username, pass: password } });
  try {
    return await use(transport);
  } finally {
    transport.close();
  }
}

const message = (head: string) => Buffer.from(`${head}\r\nTo: buyer@example.com\r\nSubject: Relayed\r\n\r\nhello\r\n`);

// The relay's port is the one AddSMTP answers; the suite reaches it on this host (the relay runs in-process).
describe('gateway SMTP relay: the header From and AUTH throttling', () => {
  const { api } = e2eEnv();
  let u: GatewayUser;
  let mine: string;
  let mineId: number;
  let login: RelayLogin;
  let theirs: string;

  beforeAll(async () => {
    const [owner, other] = await Promise.all([gatewayUser(), gatewayUser()]);
    u = owner;
    const [domain, othersDomain] = await Promise.all([addDomain(u), addDomain(other)]);
    await Promise.all([markVerified(domain.id), markVerified(othersDomain.id)]);
    mine = domain.name;
    mineId = domain.id;
    theirs = othersDomain.name;
    login = await relayLogin(u, mineId);
  });

  it('refuses at the end of DATA a header From or Sender showing another domain, as the send API refuses its From (code 3)', async () => {
    const send = (head: string) =>
      withRelay(login, login.password, (t) => t.sendMail({ envelope: { from: `orders@${mine}`, to: 'buyer@example.com' }, raw: message(head) }));

    expect((await send(`From: Orders <orders@${mine}>\r\nSender: desk@${mine}`)).accepted).toEqual(['buyer@example.com']);
    for (const head of [
      `From: ceo@${theirs}`,
      `From: "orders@${mine}" <ceo@${theirs}>`,
      `From: orders@${mine}, ceo@${theirs}`,
      `From: orders@${mine}\r\nFrom: ceo@${theirs}`,
      `From: orders@${mine}\r\nSender: ceo@${theirs}`,
      'Reply-To: nobody@example.com',
    ])
      await expect(send(head)).rejects.toMatchObject({ responseCode: 550, response: expect.stringMatching(/^550 5\.7\.1 The (From|Sender) header must/) });

    const key = await addKey(u, mineId);
    const viaApi = await api.v1(
      'POST',
      'email',
      { Subject: 'x', From: { email: `ceo@${theirs}` }, To: [{ email: 'b@example.com' }], PlainContent: 'x' },
      { bearer: key },
    );
    expect(v1Code(viaApi)).toBe(3);
  });

  it('throttles wrong passwords across connections as logins are, refusing even the right one until the window passes', async () => {
    const target = await relayLogin(u, (await addDomain(u)).id);
    const bystander = await relayLogin(u, (await addDomain(u)).id);

    for (let attempt = 0; attempt < 5; attempt++)
      await expect(withRelay(target, 'wrong-password', (t) => t.verify())).rejects.toMatchObject({ responseCode: 535 });
    await expect(withRelay(target, 'wrong-password', (t) => t.verify())).rejects.toMatchObject({
      responseCode: 454,
      response: expect.stringMatching(/^454 4\.7\.0 Too many failed authentication attempts\. Try again in \d+ seconds/),
    });
    await expect(withRelay(target, target.password, (t) => t.verify())).rejects.toMatchObject({ responseCode: 454 });
    // another login from the same address is not locked out by this pair's failures
    await expect(withRelay(bystander, bystander.password, (t) => t.verify())).resolves.toBe(true);

    // the window passes: the failures are older than 15 minutes
    await sql(`UPDATE "gateway"."smtp_auth_failure" SET "at" = "at" - interval '16 minutes' WHERE "username" = $1`, [target.username]);
    await expect(withRelay(target, target.password, (t) => t.verify())).resolves.toBe(true);
  });
});
