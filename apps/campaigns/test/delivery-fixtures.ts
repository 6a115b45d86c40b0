import type { DataSource } from 'typeorm';

import type { DeliveryHarness } from './delivery-harness';

/** A list of the user with the given subscribers (`CustomFields` by field id), through the lists commands. */
export async function listWith(
  h: DeliveryHarness,
  userId: number,
  name: string,
  subscribers: { email: string; fields?: Record<number, string> }[],
): Promise<number> {
  const { ListID } = await h.lists('List.Create', { SubscriberListName: name }, userId);
  for (const s of subscribers) await h.lists('Subscriber.Create', { ListID, EmailAddress: s.email, CustomFields: s.fields ?? {} }, userId);
  return ListID;
}

export interface EmailRow {
  subject: string;
  html: string;
  plain?: string;
  fromEmail?: string;
}

/** An email and a Ready, Immediate campaign sending it (SQL until the Email and Campaign commands exist). */
export async function readyCampaign(db: DataSource, userId: number, email: EmailRow, audience: { include: string; exclude?: string }): Promise<number> {
  const [{ id: emailId }] = await db.query(
    `INSERT INTO "campaigns"."email" ("user_id", "name", "subject", "from_name", "from_email", "html_content", "plain_content", "content_type")
     VALUES ($1, 'e', $2, 'Shop', $3, $4, $5, 'Both') RETURNING "id"`,
    [userId, email.subject, email.fromEmail ?? 'news@shop.test', email.html, email.plain ?? ''],
  );
  const [{ id }] = await db.query(
    `INSERT INTO "campaigns"."campaign" ("user_id", "name", "status", "email_id", "schedule_type", "recipient_lists_and_segments", "exclude_lists_and_segments")
     VALUES ($1, 'c', 'Ready', $2, 'Immediate', $3, $4) RETURNING "id"`,
    [userId, emailId, audience.include, audience.exclude ?? ''],
  );
  return Number(id);
}

export async function campaignRow(db: DataSource, id: number) {
  const [row] = await db.query(`SELECT * FROM "campaigns"."campaign" WHERE "id" = $1`, [id]);
  return row as { status: string; status_reason: string; total_recipients: number; total_sent: number; total_unknown: number; total_failed: number };
}

export async function recipientStates(db: DataSource, campaignId: number): Promise<Record<string, string>> {
  const rows: { email_address: string; state: string }[] = await db.query(
    `SELECT "email_address", "state" FROM "campaigns"."recipient" WHERE "campaign_id" = $1`,
    [campaignId],
  );
  return Object.fromEntries(rows.map((r) => [r.email_address, r.state]));
}
