import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

/** Finds a list's subscriber the way event.track names one: by address, or by an external id. */
@Injectable()
export class SubscriberIdentifierRepository {
  constructor(private readonly db: ServiceDb) {}

  byEmail(listId: number, email: string): Promise<{ id: string; email: string } | undefined> {
    return this.db.one(`SELECT "id", "email" FROM "lists"."subscriber" WHERE "list_id" = $1 AND lower("email") = lower($2) LIMIT 1`, [listId, email]);
  }

  /**
   * The subscriber whose value in one of `uniqueFieldIds` (the list's unique custom fields) is `externalId`, or
   * whose address's SHA-256 (hex, of the lower-cased address) is.
   */
  byExternalId(listId: number, uniqueFieldIds: number[], externalId: string): Promise<{ id: string; email: string } | undefined> {
    return this.db.one(
      `(SELECT s."id", s."email" FROM "lists"."custom_field_value" v JOIN "lists"."subscriber" s ON s."id" = v."subscriber_id"
        WHERE v."field_id" = ANY($2::bigint[]) AND v."value_text" = $3 AND s."list_id" = $1 LIMIT 1)
       UNION ALL
       (SELECT s."id", s."email" FROM "lists"."subscriber" s
        WHERE s."list_id" = $1 AND $3 ~ '^[0-9a-fA-F]{64}$' AND encode(sha256(convert_to(lower(s."email"), 'UTF8')), 'hex') = lower($3) LIMIT 1)
       LIMIT 1`,
      [listId, uniqueFieldIds, externalId],
    );
  }
}
