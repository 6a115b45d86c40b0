/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createTransport } from 'nodemailer';

import { deliveryStatusReport, e2eMailInbox, unique, until } from '@mail/testing';

import { sql, trackingUser, type TrackingUser } from '../tracking/tracking-helpers';

export { FORMATS, legacyCode, sql, succeeded, v1Code } from '../tracking/tracking-helpers';

export type GatewayUser = TrackingUser;
export const gatewayUser = trackingUser;

/** A new sender domain of the user (a unique name): its id and the AddDomain reply. */
export async function addDomain(u: GatewayUser): Promise<{ id: number; name: string; reply: Record<string, any> }> {
  const name = `${unique('d')}.example.com`.toLowerCase();
  const reply = await u.ok('EmailGateway.AddDomain', { DomainName: name });
  return { id: Number(reply.NewSenderDomainID), name, reply };
}

/**
 * Marks a domain verified as the DNS job would once its records are published (that job is tested against a real
 * DNS server in apps/gateway/test; the e2e run's resolver cannot serve made-up domains), and checked now: the job's
 * ten-minute round re-checks only domains never checked or not verified, and would fail this one.
 */
export async function markVerified(domainId: number): Promise<void> {
  // the check EmailGateway.AddDomain queued for it: dropped while it waits, else awaited (run later, under load, it
  // would look up the made-up DNS and fail the domain again)
  const check = `FROM "gateway_jobs"."job" WHERE "name" = 'gateway.verify-domain' AND "data"->>'domainId' = $1`;
  await sql(`DELETE ${check} AND "state" IN ('created', 'retry')`, [String(domainId)]);
  for (let tries = 0; tries < 100; tries++) {
    const [running] = await sql<{ n: number }>(`SELECT count(*)::int AS "n" ${check} AND "state" = 'active'`, [String(domainId)]);
    if (!running.n) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await sql(
    `UPDATE "gateway"."sender_domain" SET "verification_status" = 'Verified', "dkim_status" = 'Verified', "spf_status" = 'Verified', "checked_at" = now() WHERE "id" = $1`,
    [domainId],
  );
}

export async function addKey(u: GatewayUser, domainId: number): Promise<string> {
  return (await u.ok('EmailGateway.AddAPI', { DomainID: domainId, Description: 'e2e' })).APIKey.Key as string;
}

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP receiver on 127.0.0.1 that answers 500 to the first `failures` requests, then 200, and keeps them all. */
export async function startReceiver(failures = 0): Promise<{ url: string; received: ReceivedHook[]; answered: number[]; close(): Promise<void> }> {
  const received: ReceivedHook[] = [];
  const answered: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = answered.length < failures ? 500 : 200;
      answered.push(status);
      if (status === 200) received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, answered, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** the gateway's inbound report endpoint (in-process runs only) and the dev SMTP server's inbox (when the run has one) */
export const bouncePort = process.env.E2E_GATEWAY_BOUNCE_SMTP_PORT;
export const inbox = e2eMailInbox();

/** a hard bounce of one recipient of a message, reported to its return path as the recipient's MTA would */
export async function reportBounce(domainName: string, messageId: string, recipient: string): Promise<void> {
  const to = `bounces+${messageId}@bounces.${domainName}`;
  const transport = createTransport({ host: '127.0.0.1', port: Number(bouncePort), secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ envelope: { from: '', to }, raw: deliveryStatusReport(to, recipient, '5.1.1') });
  } finally {
    transport.close();
  }
}

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/**
 * A person opening a tracked message (sent with TrackOpens and an HTML part): its copy for `recipient` read from
 * the inbox (by subject), and its open pixel fetched by a browser, the message made an hour old first.
 */
export async function openTracked(baseUrl: string, messageId: string, subject: string, recipient: string): Promise<void> {
  const [copy] = await until(
    async () => (await inbox!.list(recipient)).filter((m) => m.subject === subject && m.envelopeTo.join() === recipient),
    (found) => found.length > 0,
    `the copy for ${recipient}`,
    20_000,
  );
  const html = (await inbox!.get(copy.id)).html!;
  const pixel = `${baseUrl}${new URL(/<img src="([^"]+\/g\/o\/[^"]+)"/.exec(html)![1]).pathname}`;
  await sql(`UPDATE "gateway"."message" SET "sent_at" = now() - interval '1 hour' WHERE "id" = $1`, [messageId]);
  const res = await fetch(pixel, { headers: { 'user-agent': BROWSER } });
  if (res.status !== 200) throw new Error(`open pixel answered ${res.status}`);
}
