import { Injectable } from '@nestjs/common';

import { ListsDb } from '../common/db';

const STAMP = `'YYYY-MM-DD HH24:MI:SS'`;

/** The personalisation values of audience members (a campaign snapshots them, so sending never asks lists again). */
@Injectable()
export class AudienceFieldsReader {
  constructor(private readonly db: ListsDb) {}

  /** subscriber id → SubscriptionDate, SubscriptionIP, OptInDate and `CustomField<id>` values */
  async of(subscriberIds: number[]): Promise<Map<number, Record<string, string>>> {
    if (!subscriberIds.length) return new Map();
    const rows = await this.db.query<{ id: string; fields: Record<string, string> }>(
      `SELECT s."id", jsonb_build_object(
          'SubscriptionDate', coalesce(to_char(s."subscription_date", ${STAMP}), ''),
          'SubscriptionIP', coalesce(s."subscription_ip", ''),
          'OptInDate', coalesce(to_char(s."optin_date", ${STAMP}), '')
        ) || coalesce((SELECT jsonb_object_agg('CustomField' || v."field_id", v."value_text") FROM "lists"."custom_field_value" v WHERE v."subscriber_id" = s."id"), '{}'::jsonb) AS "fields"
       FROM "lists"."subscriber" s WHERE s."id" = ANY($1::bigint[])`,
      [subscriberIds],
    );
    return new Map(rows.map((r) => [Number(r.id), r.fields]));
  }

  /** merge-tag alias → `CustomField<id>` for every field of the user that has one */
  async aliases(userId: number): Promise<Record<string, string>> {
    const rows = await this.db.query<{ merge_tag_alias: string; id: string }>(
      `SELECT "merge_tag_alias", "id" FROM "lists"."custom_field" WHERE "user_id" = $1 AND "merge_tag_alias" <> ''`,
      [userId],
    );
    return Object.fromEntries(rows.map((r) => [r.merge_tag_alias, `CustomField${r.id}`]));
  }
}
