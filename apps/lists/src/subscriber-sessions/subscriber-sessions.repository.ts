import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface SubscriberListStatus {
  listId: number;
  name: string;
  status: string;
}

/** what a subscriber session may read: its own subscriptions, never another subscriber's or the account's data */
@Injectable()
export class SubscriberSessionsRepository {
  constructor(private readonly db: ServiceDb) {}

  /** a session's subscriber, while it is still on the list: its address and the list's owner */
  subscriber(listId: number, subscriberId: number): Promise<{ userId: number; email: string } | undefined> {
    return this.db.one<{ userId: number; email: string }>(
      `SELECT l."user_id"::float8 AS "userId", s."email"
       FROM "lists"."subscriber" s JOIN "lists"."list" l ON l."id" = s."list_id"
       WHERE s."id" = $1 AND s."list_id" = $2`,
      [subscriberId, listId],
    );
  }

  /** the subscriber's address on its list, then every list of the same account that address is on, by list id */
  listsOf(listId: number, subscriberId: number): Promise<SubscriberListStatus[]> {
    return this.db.query<SubscriberListStatus>(
      `SELECT l."id"::float8 AS "listId", l."name", t."status"
       FROM "lists"."subscriber" s
       JOIN "lists"."list" o ON o."id" = s."list_id"
       JOIN "lists"."list" l ON l."user_id" = o."user_id"
       JOIN "lists"."subscriber" t ON t."list_id" = l."id" AND lower(t."email") = lower(s."email")
       WHERE s."id" = $1 AND s."list_id" = $2
       ORDER BY l."id"`,
      [subscriberId, listId],
    );
  }
}
