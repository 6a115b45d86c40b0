import { Injectable } from '@nestjs/common';

import { ActivityTypes, Events } from '@mail/contracts';
import { outboxInsertSql } from '@mail/db';
import { nowText } from '@mail/values';
import { ServiceDb, type Queryable } from '@mail/kit';

import { fieldValueArrays } from '../../custom-fields/custom-field-value.repository';
import { suppressedSql } from '../../rules/rule-compiler';
import type { CreateInput } from './subscriber-create.input';

/** the Subscribed event of the new row (parameters: see `insert`) */
const SUBSCRIBED_EVENT_SQL = outboxInsertSql(
  'lists',
  Events.SubscriberSubscribed,
  {
    userId: '$17::int',
    listId: '$1::bigint',
    subscriberId: 'ins."id"',
    emailAddress: 'ins."email"',
    status: '$3::text',
    source: '$10::text',
    confirmationCode: 'CASE WHEN $22::boolean THEN $12::text END',
    linkBaseUrl: '$23::text',
    occurredAt: '$20::text',
  },
  'FROM ins WHERE $21::boolean',
);

const INSERT_SQL = `WITH l AS (SELECT "id" FROM "lists"."list" WHERE "id" = $1 AND "user_id" = $17),
   ins AS (
     INSERT INTO "lists"."subscriber" ("list_id", "email", "status", "bounce_type", "subscription_date", "subscription_ip", "unsubscription_date", "unsubscription_ip", "optin_date", "source", "source_ref", "confirmation_code")
     SELECT l."id", $2, $3, $4, $5::timestamp, $6, $7::timestamp, $8, $9::timestamp, $10, $11, $12 FROM l
     ON CONFLICT ("list_id", lower("email")) DO NOTHING RETURNING "id", "email"),
   cf AS (INSERT INTO "lists"."custom_field_value" ("subscriber_id", "field_id", "value_text", "value_num", "value_date")
          SELECT ins."id", u.f, u.t, u.n::numeric, u.d::timestamp FROM ins, unnest($13::bigint[], $14::text[], $15::text[], $16::text[]) AS u(f, t, n, d)),
   act AS (INSERT INTO "lists"."activity" ("user_id", "list_id", "subscriber_id", "activity_type", "parameters")
           SELECT $17, $1, ins."id", $18, NULL FROM ins WHERE $19::boolean),
   evt AS (${SUBSCRIBED_EVENT_SQL})
   SELECT EXISTS (SELECT 1 FROM l) AS "listOk", ins."id", ins."email", ${suppressedSql('ins', '$17::int')} AS "suppressed"
   FROM (SELECT 1) one LEFT JOIN (SELECT "id", "email", $1::bigint AS "list_id" FROM ins) ins ON TRUE`;

/** what the insert answers: whether the list is the user's, and the new row unless the address was on the list already */
export interface CreatedSubscriber {
  listOk: boolean;
  id?: string;
  email?: string;
  suppressed?: boolean;
}

/** The new pending subscriber's confirmation: its code, and whether the subscribed event carries it (the email goes out). */
export interface NewConfirmation {
  code: string | null;
  send: boolean;
  linkBaseUrl?: string;
}

/** Subscriber.Create's insert. */
@Injectable()
export class SubscriberCreateRepository {
  constructor(private readonly db: ServiceDb) {}

  /**
   * ONE statement (data-modifying CTEs): the row, its field values (the subscriber triggers count it), the activity row (Subscribed)
   * and the subscribed event (Subscribed or Opt-In Pending); the list's ownership is checked inside it. Without a
   * transaction it runs as a prepared statement on the pool.
   */
  async insert(
    userId: number,
    listId: number,
    input: CreateInput,
    values: Map<number, string>,
    confirmation: NewConfirmation,
    q: Queryable = this.db,
  ): Promise<CreatedSubscriber> {
    const a = fieldValueArrays(values);
    const params = [
      listId,
      input.email,
      input.status,
      input.bounceType,
      input.subscriptionDate,
      input.subscriptionIp,
      input.unsubscriptionDate,
      input.unsubscriptionIp,
      input.optInDate,
      input.source,
      input.sourceRef,
      confirmation.code,
      a.ids,
      a.texts,
      a.nums,
      a.dates,
      userId,
      ActivityTypes.Subscription,
      input.status === 'Subscribed',
      nowText(),
      input.status === 'Subscribed' || input.status === 'Opt-In Pending',
      confirmation.send,
      confirmation.linkBaseUrl ?? null,
    ];
    const rows = q === this.db ? await this.db.prepared<CreatedSubscriber>(INSERT_SQL, params) : ((await q.query(INSERT_SQL, params)) as CreatedSubscriber[]);
    return rows[0] ?? { listOk: false };
  }
}
