import type { EntityManager } from 'typeorm';

import type { ActivityType, SubscriberRef } from '@mail/contracts';

/** the subscriber an activity event is about, with its list's owner */
export interface ActivityTarget {
  id: string;
  listId: string;
  userId: number;
}

/** By `subscriberId`, or by address when the producer only knows that; undefined when it no longer exists. */
export async function findActivityTarget(m: EntityManager, ref: SubscriberRef): Promise<ActivityTarget | undefined> {
  const [row]: { id: string; list_id: string; user_id: number }[] = await m.query(
    `SELECT s."id", s."list_id", l."user_id" FROM "lists"."subscriber" s JOIN "lists"."list" l ON l."id" = s."list_id"
     WHERE s."list_id" = $1 AND (s."id" = $2 OR ($2 IS NULL AND lower(s."email") = lower($3)))`,
    [ref.listId, ref.subscriberId ?? null, ref.emailAddress ?? ''],
  );
  return row && { id: row.id, listId: row.list_id, userId: row.user_id };
}

export async function insertActivity(
  m: EntityManager,
  target: ActivityTarget,
  type: ActivityType,
  parameters: Record<string, unknown>,
  at: string,
): Promise<void> {
  await m.query(
    `INSERT INTO "lists"."activity" ("user_id", "list_id", "subscriber_id", "activity_type", "parameters", "created_at") VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz at time zone 'utc')`,
    [target.userId, target.listId, target.id, type, JSON.stringify(parameters), at],
  );
}

/** CampaignID / EmailID / AutoResponderID of an email event, as the activity parameters show them */
export function emailIds(p: { campaignId?: unknown; emailId?: unknown; autoResponderId?: unknown }): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ CampaignID: p.campaignId, EmailID: p.emailId, AutoResponderID: p.autoResponderId })
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
}
