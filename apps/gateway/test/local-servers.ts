/* eslint-disable @typescript-eslint/no-require-imports */
import { Resolver } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

interface DnsAnswer {
  name: string;
  type: number;
  class: number;
  ttl: number;
  data?: string[];
  ns?: string;
}

/** A DNS server on 127.0.0.1 (UDP, a free port) answering the TXT and NS records the test publishes. */
export async function startFakeDns(): Promise<{
  address: string;
  txt: Map<string, string[]>;
  ns: Map<string, string[]>;
  resolver: Resolver;
  close(): Promise<void>;
}> {
  const { Packet, createServer } = require('dns2') as typeof import('dns2');
  const txt = new Map<string, string[]>();
  const ns = new Map<string, string[]>();
  const server = createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question.name.toLowerCase();
      for (const value of question.type === Packet.TYPE.TXT ? (txt.get(name) ?? []) : [])
        (response.answers as unknown as DnsAnswer[]).push({
          name: question.name,
          type: Packet.TYPE.TXT,
          class: Packet.CLASS.IN,
          ttl: 60,
          data: value.match(/.{1,255}/g)!,
        });
      for (const host of question.type === Packet.TYPE.NS ? (ns.get(name) ?? []) : [])
        (response.answers as unknown as DnsAnswer[]).push({ name: question.name, type: Packet.TYPE.NS, class: Packet.CLASS.IN, ttl: 60, ns: host });
      void send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const address = `127.0.0.1:${(server.addresses().udp as AddressInfo).port}`;
  const resolver = new Resolver();
  resolver.setServers([address]);
  return { address, txt, ns, resolver, close: () => server.close() };
}

export interface SunkMail {
  from: string;
  to: string[];
  raw: Buffer;
}

/** An SMTP server on 127.0.0.1 (a free port) that keeps what it receives: where the gateway's mail port delivers. */
export async function startSmtpSink(): Promise<{ url: string; mail: SunkMail[]; close(): Promise<void> }> {
  const mail: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mail.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, mail, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The DKIM results of a message as a receiver computes them (mailauth), the keys looked up through `resolver`. */
export async function dkimResults(raw: Buffer, resolver: Resolver): Promise<{ domain: string; result: string }[]> {
  const { authenticate } = require('mailauth') as {
    authenticate: (m: Buffer, o: object) => Promise<{ dkim: { results: { signingDomain: string; status: { result: string } }[] } }>;
  };
  const { dkim } = await authenticate(raw, {
    ip: '127.0.0.1',
    helo: 'localhost',
    sender: 'sender@example.com',
    disableArc: true,
    disableBimi: true,
    resolver: (name: string, type: string) => resolver.resolve(name, type),
  });
  return dkim.results.map((r) => ({ domain: r.signingDomain, result: r.status.result }));
}
