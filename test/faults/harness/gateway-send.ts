/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
import { Client } from 'pg';

import type { ApiClient } from '@mail/testing';

import type { SunkMessage } from '../../../apps/campaigns/test/smtp-sink';
import { pool } from './figures';
import type { Write } from './write-load';

export interface GatewaySender {
  from: string;
  key: string;
}

async function ok(api: ApiClient, apiKey: string, command: string, params: Record<string, unknown>): Promise<Record<string, any>> {
  const res = await api.legacy(command, { APIKey: apiKey, ...params });
  if (res.body?.Success !== true) throw new Error(`${command} failed: ${res.status} ${res.text.slice(0, 300)}`);
  return res.body as Record<string, any>;
}

/**
 * A verified sender domain of the user and its API key. Verified in the database as the DNS job would once the
 * records are published (the stack's resolver cannot serve made-up domains; that job is tested against a real DNS
 * server in apps/gateway/test).
 */
export async function gatewaySender(api: ApiClient, apiKey: string, databaseUrl: string): Promise<GatewaySender> {
  const name = `g${Date.now().toString(36)}.example.com`;
  const domainId = Number((await ok(api, apiKey, 'EmailGateway.AddDomain', { DomainName: name })).NewSenderDomainID);
  await withDb(databaseUrl, (db) =>
    db.query(
      `UPDATE "gateway"."sender_domain" SET "verification_status" = 'Verified', "dkim_status" = 'Verified', "spf_status" = 'Verified', "checked_at" = now() WHERE "id" = $1`,
      [domainId],
    ),
  );
  const key = (await ok(api, apiKey, 'EmailGateway.AddAPI', { DomainID: domainId, Description: 'faults' })).APIKey.Key as string;
  return { from: `orders@${name}`, key };
}

/** POST /api/v1/email once per recipient (a few at a time); the MessageIDs of those accepted. */
export async function sendEach(api: ApiClient, sender: GatewaySender, recipients: string[]): Promise<string[]> {
  const answers = await pool(recipients, 8, (to) =>
    api.v1('POST', 'email', { Subject: `Receipt for ${to}`, From: sender.from, To: [to], PlainContent: 'Thanks' }, { bearer: sender.key }),
  );
  return answers.filter((r) => r.status === 200 && typeof r.body?.MessageID === 'string').map((r) => r.body.MessageID as string);
}

/** A write of the load: one gateway send to `<key>@example.com`; a success is a queued message (its MessageID answered). */
export function gatewaySend(sender: GatewaySender): Write {
  return {
    kind: 'gw',
    send: (api, key) =>
      api.v1(
        'POST',
        'email',
        { Subject: key, From: { email: sender.from }, To: [{ email: `${key}@example.com` }], HTMLContent: '<p>receipt</p>' },
        { bearer: sender.key },
      ),
    // the load counts successes by id; a queued message has a uuid, not a number
    id: (res) => (typeof res.body?.MessageID === 'string' ? 1 : undefined),
  };
}

/** The gateway MessageID a sunk message carries in its Message-ID header (`<MessageID@domain>`). */
export const messageIdOf = (m: SunkMessage): string | undefined => /^Message-ID:\s*<([^@>]+)@/im.exec(m.raw)?.[1];

/** Status of each message, and the events recorded per message (`event` per recipient). */
export async function gatewayLedger(databaseUrl: string, ids: string[]): Promise<{ status: Map<string, string>; events: Map<string, string[]> }> {
  return withDb(databaseUrl, async (db) => {
    const messages = await db.query<{ id: string; status: string }>(`SELECT "id", "status" FROM "gateway"."message" WHERE "id" = ANY($1::uuid[])`, [ids]);
    const events = await db.query<{ message_id: string; event: string }>(
      `SELECT "message_id", "event" FROM "gateway"."message_event" WHERE "message_id" = ANY($1::uuid[]) ORDER BY "id"`,
      [ids],
    );
    const byMessage = new Map<string, string[]>();
    for (const e of events.rows) byMessage.set(e.message_id, [...(byMessage.get(e.message_id) ?? []), e.event]);
    return { status: new Map(messages.rows.map((m) => [m.id, m.status])), events: byMessage };
  });
}

/** Status of the gateway messages whose Subject is one of `subjects` (the load's keys), by subject. */
export async function gatewayStatusBySubject(databaseUrl: string, subjects: string[]): Promise<Map<string, string>> {
  return withDb(databaseUrl, async (db) => {
    const rows = await db.query<{ subject: string; status: string }>(`SELECT "subject", "status" FROM "gateway"."message" WHERE "subject" = ANY($1::text[])`, [
      subjects,
    ]);
    return new Map(rows.rows.map((r) => [r.subject, r.status]));
  });
}

async function withDb<T>(databaseUrl: string, work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}
