import { simpleParser } from 'mailparser';

import { SendDeadlinePassed, SmtpClient, type SmtpError } from '../src';
import { RealSmtpServer, ScriptedSmtpServer, usualAnswer } from './smtp-servers';

const message = (n: number) => `From: news@shop.example\r\nTo: r${n}@example.com\r\nSubject: n${n}\r\n\r\nHello ${n}\r\n`;
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: SmtpError) => error,
  );

describe('SmtpClient against real SMTP servers', () => {
  const servers: { close(): Promise<void> }[] = [];
  const clients: SmtpClient[] = [];
  const server = async (options: Parameters<RealSmtpServer['start']>[0] = {}, scheme?: string) => {
    const started = await new RealSmtpServer().start(options, scheme);
    servers.push(started);
    return started;
  };
  const scripted = async (answer: ConstructorParameters<typeof ScriptedSmtpServer>[0]) => {
    const started = await new ScriptedSmtpServer(answer).start();
    servers.push(started);
    return started;
  };
  const client = (url: string, options: Partial<ConstructorParameters<typeof SmtpClient>[0]> = {}) => {
    const created = new SmtpClient({ url, maxConnections: 2, ...options });
    clients.push(created);
    return created;
  };

  afterEach(async () => {
    for (const c of clients.splice(0)) await c.close();
    for (const s of servers.splice(0)) await s.close();
  });

  it('sends many messages over a few reused connections, each byte for byte (dot-stuffed and CRLF-normalised on the wire)', async () => {
    const sink = await server();
    const smtp = client(sink.url, { maxConnections: 3 });
    await Promise.all(Array.from({ length: 60 }, (_, n) => smtp.send({ from: 'bounces+1@shop.example', to: `r${n}@example.com` }, message(n))));
    const tricky = 'Subject: dots\n\n.leading dot\r\n..two\rlast line without an end';
    await smtp.send({ from: 'bounces@shop.example', to: 'dots@example.com' }, Buffer.from(tricky));

    expect(sink.received).toHaveLength(61);
    expect(sink.connections).toBeLessThanOrEqual(3);
    const seventh = sink.received.find((m) => m.to[0] === 'r7@example.com')!;
    expect(seventh).toMatchObject({ from: 'bounces+1@shop.example', raw: message(7) });
    expect(sink.received.find((m) => m.to[0] === 'dots@example.com')!.raw).toBe('Subject: dots\r\n\r\n.leading dot\r\n..two\r\nlast line without an end\r\n');
  });

  it('sends MAIL FROM, RCPT TO and DATA without waiting for their replies when the server offers PIPELINING', async () => {
    // answers nothing until DATA has arrived: a client that waits for each reply would never get one
    const held: string[] = [];
    const relay = await scripted((line, socket) => {
      if (line.startsWith('MAIL FROM') || line.startsWith('RCPT TO')) return void held.push(line);
      if (line === 'DATA') {
        socket.write(
          held
            .splice(0)
            .map(() => '250 ok\r\n')
            .join(''),
        );
        return '354 go ahead';
      }
      return usualAnswer(line);
    });
    await client(relay.url).send({ from: 'a@shop.example', to: 'b@example.com' }, message(1));
    expect(relay.lines.filter((l) => l.endsWith('\r\n.\r\n'))).toHaveLength(1);
  });

  it('sends one command at a time to a server without PIPELINING', async () => {
    const sink = await server({ hidePIPELINING: true });
    const smtp = client(sink.url);
    await Promise.all([1, 2, 3, 4].map((n) => smtp.send({ from: 'a@shop.example', to: `r${n}@example.com` }, message(n))));
    expect(sink.received.map((m) => m.to[0]).sort()).toEqual(['r1@example.com', 'r2@example.com', 'r3@example.com', 'r4@example.com']);
  });

  it('reports each refusal with the server’s code and enhanced status, and the connection carries on (RSET)', async () => {
    const sink = await server({
      onRcptTo: (address, _session, callback) => {
        if (address.address.startsWith('gone')) return callback(Object.assign(new Error('5.1.1 no such user'), { responseCode: 550 }));
        if (address.address.startsWith('later')) return callback(Object.assign(new Error('4.7.1 try again later'), { responseCode: 451 }));
        callback();
      },
    });
    const smtp = client(sink.url, { maxConnections: 1 });
    const send = (to: string) => smtp.send({ from: 'a@shop.example', to }, message(0));
    const [ok1, gone, later, ok2] = await Promise.all([
      send('ok1@example.com'),
      refusalOf(send('gone@example.com')),
      refusalOf(send('later@example.com')),
      send('ok2@example.com'),
    ]);

    expect([ok1, ok2]).toEqual([undefined, undefined]);
    expect(gone).toMatchObject({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550, enhancedStatus: '5.1.1' });
    expect((gone as SmtpError).message).toContain('no such user');
    expect(later).toMatchObject({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 451, enhancedStatus: '4.7.1' });
    expect(sink.received.map((m) => m.to[0])).toEqual(['ok1@example.com', 'ok2@example.com']);
    expect(sink.connections).toBe(1);
  });

  it('reports a message refused after its content (the final reply)', async () => {
    const sink = await server({
      onData: (stream, _session, callback) => {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('5.7.1 spam'), { responseCode: 554 })));
      },
    });
    const refused = await refusalOf(client(sink.url).send({ from: 'a@shop.example', to: 'b@example.com' }, message(1)));
    expect(refused).toMatchObject({ code: 'EMESSAGE', command: 'DATA', responseCode: 554, enhancedStatus: '5.7.1' });
  });

  it('refuses an envelope address that would break the command, without sending anything', async () => {
    const sink = await server();
    const refused = await refusalOf(client(sink.url).send({ from: 'a@shop.example', to: 'b@example.com>\r\nRCPT TO:<c@example.com' }, message(1)));
    expect(refused).toMatchObject({ code: 'EENVELOPE', command: 'RCPT TO' });
    expect((refused as SmtpError).responseCode).toBeUndefined();
    expect(sink.received).toHaveLength(0);
  });

  it('upgrades with STARTTLS when the server offers it, and logs in with AUTH PLAIN or LOGIN from the URL', async () => {
    for (const method of ['PLAIN', 'LOGIN']) {
      const sink = await server({
        disabledCommands: [],
        authMethods: [method],
        onAuth: (auth, _session, callback) =>
          auth.username === 'bulk' && auth.password === 'p@ss word'
            ? callback(null, { user: `bulk via ${auth.method}` })
            : callback(new Error('bad credentials')),
      });
      const url = sink.url.replace('smtp://', 'smtp://bulk:p%40ss%20word@');
      await client(url, { tls: { rejectUnauthorized: false } }).send({ from: 'a@shop.example', to: 'b@example.com' }, message(1));
      expect(sink.received[0]).toMatchObject({ secure: true, user: `bulk via ${method}` });
    }
  });

  it('speaks TLS from the start to smtps://', async () => {
    const sink = await server({ secure: true }, 'smtps');
    await client(sink.url, { tls: { rejectUnauthorized: false } }).send({ from: 'a@shop.example', to: 'b@example.com' }, message(1));
    expect(sink.received[0].secure).toBe(true);
  });

  it('fails as "could not set up" (no reply code) on wrong credentials, an untrusted certificate or no server', async () => {
    const sink = await server({ disabledCommands: [], onAuth: (_auth, _session, callback) => callback(new Error('bad credentials')) });
    const badLogin = await refusalOf(
      client(sink.url.replace('smtp://', 'smtp://u:wrong@'), { tls: { rejectUnauthorized: false } }).send(
        { from: 'a@x.example', to: 'b@example.com' },
        message(1),
      ),
    );
    expect(badLogin).toMatchObject({ code: 'EAUTH', responseCode: undefined });
    expect((badLogin as SmtpError).response).toMatch(/^535/);

    const untrusted = await refusalOf(client(sink.url).send({ from: 'a@x.example', to: 'b@example.com' }, message(1)));
    expect(untrusted).toMatchObject({ code: 'ETLS' });

    const gone = await server();
    const url = gone.url;
    await gone.close();
    const smtp = client(url);
    const refusals = await Promise.all([1, 2, 3].map((n) => refusalOf(smtp.send({ from: 'a@x.example', to: `b${n}@example.com` }, message(n)))));
    for (const refused of refusals) expect(refused).toMatchObject({ code: 'ECONNECTION', command: 'CONN', responseCode: undefined });
  });

  it('opens a new connection after maxMessagesPerConnection messages', async () => {
    const sink = await server();
    const smtp = client(sink.url, { maxConnections: 1, maxMessagesPerConnection: 2 });
    await Promise.all([1, 2, 3, 4, 5].map((n) => smtp.send({ from: 'a@shop.example', to: `r${n}@example.com` }, message(n))));
    expect(sink.received).toHaveLength(5);
    expect(sink.connections).toBe(3);
  });

  it('reports a message whose connection dropped after its content as of unknown outcome, and sends the next one elsewhere', async () => {
    let cut = false;
    const relay = await scripted((line, socket) => {
      if (line.endsWith('\r\n.\r\n') && line.includes('Subject: n1\r\n') && !cut) {
        cut = true;
        socket.destroy(); // the content arrived; the reply never comes
        return undefined;
      }
      return usualAnswer(line);
    });
    const smtp = client(relay.url, { maxConnections: 1 });
    const [first, second] = await Promise.all([
      refusalOf(smtp.send({ from: 'a@x.example', to: 'r1@example.com' }, message(1))),
      refusalOf(smtp.send({ from: 'a@x.example', to: 'r2@example.com' }, message(2))),
    ]);

    expect(first).toMatchObject({ code: 'ESOCKET', command: 'DATA', responseCode: undefined });
    expect(second).toBeUndefined();
    expect(relay.lines.filter((l) => l.includes('Subject: n2\r\n'))).toHaveLength(1);
  });

  it('times out a server that goes silent after the content, as of unknown outcome', async () => {
    const relay = await scripted((line) => (line.endsWith('\r\n.\r\n') ? undefined : usualAnswer(line)));
    const refused = await refusalOf(client(relay.url, { socketTimeoutMs: 300 }).send({ from: 'a@x.example', to: 'r1@example.com' }, message(1)));
    expect(refused).toMatchObject({ code: 'ETIMEDOUT', command: 'DATA' });
  });

  it('does not start a message whose sendBy passed while it waited behind a slow server, and sends the others', async () => {
    // r1's RCPT TO is answered after 300 ms: the one connection takes the next message only then
    const sink = await server({ onRcptTo: (_address, _session, callback) => void setTimeout(callback, _address.address === 'r1@example.com' ? 300 : 0) });
    const smtp = client(sink.url, { maxConnections: 1 });
    const sent = [
      smtp.send({ from: 'a@shop.example', to: 'r1@example.com' }, message(1)),
      refusalOf(smtp.send({ from: 'a@shop.example', to: 'r2@example.com' }, message(2), Date.now() + 100)),
      smtp.send({ from: 'a@shop.example', to: 'r3@example.com' }, message(3), Date.now() + 10_000),
    ];
    const [, late] = await Promise.all(sent);

    expect(late).toBeInstanceOf(SendDeadlinePassed);
    expect(sink.received.map((m) => m.to[0])).toEqual(['r1@example.com', 'r3@example.com']);
  });

  it('composes, signs and sends a MailMessage through PipelinedSmtpMailer', async () => {
    const { PipelinedSmtpMailer } = await import('../src');
    const { generateKeyPairSync } = await import('node:crypto');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const sink = await server();
    const mailer = new PipelinedSmtpMailer(sink.url, {
      dkim: { domainName: 'shop.example', keySelector: 's1', privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string },
    });
    const messageId = await mailer.send({
      from: { name: 'Shop', address: 'news@shop.example' },
      to: { address: 'b@example.com' },
      subject: 'Hi',
      text: 'Hello',
      envelopeFrom: 'bounces@shop.example',
    });
    const raw = await mailer.sendRaw({ envelope: { from: 'bounces@shop.example', to: 'c@example.com' }, raw: message(3), messageId: '<m3@shop.example>' });
    await mailer.close();

    expect(raw).toBe('<m3@shop.example>');
    const parsed = await simpleParser(sink.received[0].raw);
    expect(parsed.messageId).toBe(messageId);
    expect(parsed.subject).toBe('Hi');
    expect(sink.received[0].from).toBe('bounces@shop.example');
    expect(sink.received[0].raw).toMatch(/^DKIM-Signature: .*d=shop\.example/);
    expect(sink.received[1].raw).toMatch(/^DKIM-Signature: [\s\S]*Subject: n3\r\n/);
  });
});
