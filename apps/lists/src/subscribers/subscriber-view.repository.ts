import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import { ts } from '../common/sql';
import type { RuleExpr } from '../rules/rule.types';
import type { SqlParams } from '../rules/sql-params';
import { SUBSCRIBER_COLUMNS, type SubscriberRow } from './subscriber.row';

/** Subscriber.Get's row: the subscriber (all null when missing) with its blocks (website events are tracking's) and what segment rules may reference. */
export interface SubscriberViewRow extends SubscriberRow {
  list_found: boolean;
  confirmation_code: string | null;
  field_defs: { id: number; type: string }[] | null;
  tag_ids: number[] | null;
  segment_defs: { id: number; name: string; rules: RuleExpr }[] | null;
  field_values: Record<string, string> | null;
  tags: { TagID: number; TagName: string }[] | null;
  activity: Record<string, unknown>[] | null;
  journeys: { status: string; entry: Record<string, unknown> }[] | null;
  /** the sum of the subscriber's tracked conversion values */
  revenue: string | null;
  suppressed: boolean | null;
}

/** Subscriber.Get's two statements. */
@Injectable()
export class SubscriberViewRepository {
  constructor(private readonly db: ServiceDb) {}

  /**
   * The list (ownership), the subscriber and all six blocks as JSON sub-selects in one statement; undefined
   * when the list is not the user's, a row without `id` when the subscriber is not on it.
   */
  async load(userId: number, listId: number, by: { email?: string; id?: number }): Promise<SubscriberViewRow | undefined> {
    const match = by.id ? `s."id" = $3` : `lower(s."email") = lower($3)`;
    const rows = await this.db.prepared<SubscriberViewRow>(
      `SELECT TRUE AS list_found, ${SUBSCRIBER_COLUMNS}, s."confirmation_code",
        (SELECT json_agg(json_build_object('id', f."id", 'type', f."field_type") ORDER BY f."id") FROM "lists"."custom_field" f
           WHERE (f."list_id" = l."id" AND f."user_id" = l."user_id") OR (f."is_global" AND f."user_id" IN (l."user_id", 0))) AS field_defs,
        (SELECT array_agg(t."id") FROM "lists"."tag" t WHERE t."list_id" = l."id") AS tag_ids,
        (SELECT json_agg(json_build_object('id', g."id", 'name', g."name", 'rules', g."rules") ORDER BY g."id") FROM "lists"."segment" g WHERE g."list_id" = l."id") AS segment_defs,
        (SELECT json_object_agg(v."field_id", v."value_text") FROM "lists"."custom_field_value" v WHERE v."subscriber_id" = s."id") AS field_values,
        (SELECT json_agg(json_build_object('TagID', t."id", 'TagName', t."name") ORDER BY t."id") FROM "lists"."subscriber_tag" st JOIN "lists"."tag" t ON t."id" = st."tag_id" WHERE st."subscriber_id" = s."id") AS tags,
        (SELECT json_agg(json_build_object('ActivityDate', ${ts('a."created_at"')}, 'UserID', a."user_id", 'ListID', a."list_id", 'SubscriberID', a."subscriber_id",
                 'ActivityType', a."activity_type", 'Parameters', coalesce(a."parameters", '[]'::jsonb)) ORDER BY a."created_at" DESC, a."id" DESC)
           FROM "lists"."activity" a WHERE a."subscriber_id" = s."id" AND a."created_at" >= (now() at time zone 'utc') - interval '10 days') AS activity,
        (SELECT json_agg(json_build_object('status', j."status", 'entry', json_build_object('JourneyID', j."journey_id", 'JourneyName', j."journey_name", 'EntryID', j."entry_id",
                 'RelActionID', j."action_id", 'SnoozedUntil', NULL, 'EnrolledAt', ${ts('j."enrolled_at"')}, 'CompletedAt', ${ts('j."completed_at"')}, 'CurrentStep', NULL, 'TotalSteps', NULL)) ORDER BY j."enrolled_at")
           FROM "lists"."subscriber_journey" j WHERE j."subscriber_id" = s."id") AS journeys,
        (SELECT r."total" FROM "lists"."subscriber_revenue" r WHERE r."subscriber_id" = s."id") AS revenue,
        EXISTS (SELECT 1 FROM "lists"."suppression" x WHERE lower(x."email") = lower(s."email") AND x."user_id" IN (l."user_id", 0) AND (x."list_id" IS NULL OR x."list_id" = l."id")) AS suppressed
       FROM "lists"."list" l LEFT JOIN "lists"."subscriber" s ON s."list_id" = l."id" AND ${match}
       WHERE l."id" = $1 AND l."user_id" = $2`,
      [listId, userId, by.id ?? by.email],
    );
    return rows[0];
  }

  /** compiled segment rules (boolean SQL over alias `s`, NULL counting as false) evaluated for one subscriber in a single SELECT */
  async segmentFlags(subscriberId: number, rules: string[], params: SqlParams): Promise<boolean[]> {
    const checks = rules.map((sql) => `coalesce((${sql}), false)`);
    const id = params.add(subscriberId);
    const result = await this.db.query<{ m: boolean[] }>(
      `SELECT ARRAY[${checks.join(', ')}] AS m FROM "lists"."subscriber" s WHERE s."id" = ${id}`,
      params.values,
    );
    return result[0]?.m ?? [];
  }
}
