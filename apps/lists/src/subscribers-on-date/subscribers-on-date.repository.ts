import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface DateMatch {
  /** the date column to read: the subscription date, or one custom field's date value */
  field: { kind: 'subscription' } | { kind: 'custom'; fieldId: number };
  day: number;
  /** null: every month (monthly) */
  month: number | null;
  /** the day is the last of its month: later days of shorter months' dates match it too */
  lastDayOfMonth: boolean;
}

/** The Subscribed members of a list whose date falls on a day (OnSubscriberDate autoresponders). */
@Injectable()
export class SubscribersOnDateRepository {
  constructor(private readonly db: ServiceDb) {}

  /** a page in id order; nobody for another user's list or a custom field that is neither the list's nor a global one of the user */
  async page(userId: number, listId: number, match: DateMatch, afterId: number, limit: number): Promise<{ id: string; email: string }[]> {
    const custom = match.field.kind === 'custom';
    const date = custom ? 'v."value_date"' : 's."subscription_date"';
    const join = custom
      ? `JOIN "lists"."custom_field_value" v ON v."subscriber_id" = s."id" AND v."field_id" = $6
         JOIN "lists"."custom_field" f ON f."id" = v."field_id" AND f."user_id" = $1 AND (f."list_id" = s."list_id" OR f."is_global")`
      : '';
    // $6 (the custom field) is typed even when the subscription date is read, or PostgreSQL cannot infer it
    const unused = custom ? '' : 'AND $6::bigint IS NULL';
    return this.db.query(
      `SELECT s."id", s."email" FROM "lists"."subscriber" s
         JOIN "lists"."list" l ON l."id" = s."list_id" AND l."user_id" = $1
         ${join}
        WHERE s."list_id" = $2 AND s."status" = 'Subscribed' AND s."id" > $3
          AND ${date} IS NOT NULL ${unused}
          AND (extract(day FROM ${date})::int = $4 OR ($5::boolean AND extract(day FROM ${date})::int > $4))
          AND ($7::int IS NULL OR extract(month FROM ${date})::int = $7)
        ORDER BY s."id" LIMIT $8`,
      [userId, listId, afterId, match.day, match.lastDayOfMonth, custom ? (match.field as { fieldId: number }).fieldId : null, match.month, limit],
    );
  }
}
