import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import { ts } from '../common/sql';
import { compileRules } from '../rules/rule-compiler';
import type { FieldKind } from '../rules/rule-context';
import { RuleError, type RuleExpr } from '../rules/rule.types';
import { SqlParams } from '../rules/sql-params';
import { presentSubscriber, SUBSCRIBER_COLUMNS, type SubscriberRow } from './subscriber.row';

interface ViewRow extends SubscriberRow {
  list_found: boolean;
  confirmation_code: string | null;
  field_defs: { id: number; type: string }[] | null;
  tag_ids: number[] | null;
  segment_defs: { id: number; name: string; rules: RuleExpr }[] | null;
  field_values: Record<string, string> | null;
  tags: { TagID: number; TagName: string }[] | null;
  activity: Record<string, unknown>[] | null;
  journeys: { status: string; entry: Record<string, unknown> }[] | null;
  website: { uuid: string; event: Record<string, unknown> }[] | null;
  suppressed: boolean | null;
}

export type SubscriberView = { kind: 'list-missing' } | { kind: 'subscriber-missing' } | { kind: 'found'; body: Record<string, unknown> };

/**
 * Subscriber.Get in two statements: (1) the list (ownership), the subscriber and all six blocks as JSON
 * sub-selects plus what segment rules may reference; (2) when the list has segments, every segment's
 * compiled rule evaluated for this one subscriber in a single SELECT.
 */
@Injectable()
export class SubscriberViewLoader {
  constructor(private readonly db: ServiceDb) {}

  async load(userId: number, listId: number, by: { email?: string; id?: number }): Promise<SubscriberView> {
    const match = by.id ? `s."id" = $3` : `lower(s."email") = lower($3)`;
    const rows = await this.db.prepared<ViewRow>(
      `SELECT TRUE AS list_found, ${SUBSCRIBER_COLUMNS}, s."confirmation_code",
        (SELECT json_agg(json_build_object('id', f."id", 'type', f."field_type") ORDER BY f."id") FROM "lists"."custom_field" f
           WHERE (f."list_id" = l."id" AND f."user_id" = l."user_id") OR (f."is_global" AND f."user_id" = l."user_id")) AS field_defs,
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
        (SELECT json_agg(json_build_object('uuid', w."tracker_uuid", 'event', json_build_object('website_tracker_uuid', w."tracker_uuid", 'event', w."event", 'email', w."email",
                 'parameters', json_build_object('keys', coalesce((SELECT json_agg(k ORDER BY k) FROM jsonb_object_keys(w."parameters") k), '[]'::json),
                                                 'values', coalesce((SELECT json_agg(w."parameters"->k ORDER BY k) FROM jsonb_object_keys(w."parameters") k), '[]'::json)),
                 'event_created_at', ${ts('w."created_at"')})))
           FROM (SELECT * FROM "lists"."website_event" we WHERE we."subscriber_id" = s."id" ORDER BY we."created_at" DESC LIMIT 100) w) AS website,
        EXISTS (SELECT 1 FROM "lists"."suppression" x WHERE lower(x."email") = lower(s."email") AND x."user_id" IN (l."user_id", 0) AND (x."list_id" IS NULL OR x."list_id" = l."id")) AS suppressed
       FROM "lists"."list" l LEFT JOIN "lists"."subscriber" s ON s."list_id" = l."id" AND ${match}
       WHERE l."id" = $1 AND l."user_id" = $2`,
      [listId, userId, by.id ?? by.email],
    );
    const row = rows[0];
    if (!row) return { kind: 'list-missing' };
    if (!row.id) return { kind: 'subscriber-missing' };
    const segments = await this.segmentsOf(row, userId);
    return { kind: 'found', body: this.present(row, segments) };
  }

  private async segmentsOf(row: ViewRow, userId: number): Promise<{ SegmentID: number; SegmentName: string }[]> {
    const defs = row.segment_defs ?? [];
    if (!defs.length) return [];
    const params = new SqlParams();
    const ctx = {
      params,
      alias: 's',
      userId,
      fields: new Map<number, FieldKind>((row.field_defs ?? []).map((f) => [Number(f.id), f.type === 'Date field' ? 'date' : 'text'])),
      tagIds: new Set((row.tag_ids ?? []).map(Number)),
      segments: new Map(defs.map((d) => [Number(d.id), d.rules])),
    };
    const checks: string[] = [];
    const kept: typeof defs = [];
    for (const def of defs) {
      try {
        checks.push(`coalesce((${compileRules(def.rules, ctx)}), false)`);
        kept.push(def);
      } catch (error) {
        if (!(error instanceof RuleError)) throw error; // a segment whose rules no longer compile matches nobody
      }
    }
    if (!kept.length) return [];
    const id = params.add(Number(row.id));
    const result = await this.db.query<{ m: boolean[] }>(
      `SELECT ARRAY[${checks.join(', ')}] AS m FROM "lists"."subscriber" s WHERE s."id" = ${id}`,
      params.values,
    );
    const flags = result[0]?.m ?? [];
    return kept.filter((_, i) => flags[i]).map((d) => ({ SegmentID: Number(d.id), SegmentName: d.name }));
  }

  private present(row: ViewRow, segments: { SegmentID: number; SegmentName: string }[]): Record<string, unknown> {
    const fieldIds = (row.field_defs ?? []).map((f) => Number(f.id));
    const info = presentSubscriber(row, fieldIds, row.field_values ?? {});
    info.Suppressed = !!row.suppressed;
    if (row.status === 'Opt-In Pending' && row.confirmation_code) info.OptInConfirmationCode = row.confirmation_code;
    const journeys: Record<string, Record<string, unknown>[]> = {};
    for (const j of row.journeys ?? []) (journeys[j.status] ??= []).push(j.entry);
    const website: Record<string, Record<string, unknown>[]> = {};
    for (const w of row.website ?? []) (website[w.uuid] ??= []).push(w.event);
    return {
      SubscriberInformation: info,
      Suppressed: !!row.suppressed,
      SubscriberTags: row.tags ?? [],
      SubscriberSegments: segments,
      SubscriberJourneys: Object.keys(journeys).length ? journeys : [],
      SubscriberActivity: row.activity ?? [],
      SubscriberWebsiteEvents: Object.keys(website).length ? website : [],
      TotalRevenue: 0,
    };
  }
}
