import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError, Events } from '@mail/contracts';
import { nowText } from '@mail/values';
import { ServiceDb, ServiceOutbox } from '@mail/kit';

import { callerUserId } from '../../common/caller';
import { FieldDefinitionsCache } from '../../custom-fields/field-definitions.cache';
import { ParamReader } from '../../common/params';

/**
 * Lists.Delete: deletes the caller's lists with their subscribers, values, tags, segments and list-only
 * custom fields (global fields survive: they belong to the user). Ids of other users are ignored.
 */
@Injectable()
export class ListsDeleteService {
  constructor(
    private readonly db: ServiceDb,
    private readonly outbox: ServiceOutbox,
    private readonly fieldCache: FieldDefinitionsCache,
  ) {}

  async run(req: BusRequest): Promise<Record<string, never>> {
    const userId = callerUserId(req);
    this.fieldCache.forgetUser(userId);
    const ids = new ParamReader(req.params).ids('Lists');
    if (!ids.length) throw new CommandError(1, 'Subscriber list ids are missing', { param: 'lists' });
    await this.db.tx(async (m) => {
      const owned: { id: string }[] = await m.query(`SELECT "id" FROM "lists"."list" WHERE "id" = ANY($1::bigint[]) AND "user_id" = $2 FOR UPDATE`, [
        ids,
        userId,
      ]);
      const listIds = owned.map((r) => Number(r.id));
      if (!listIds.length) return;
      // dependants first: the high-volume tables have no foreign keys (see the schema migration)
      await m.query(
        `DELETE FROM "lists"."custom_field_value" v USING "lists"."subscriber" s WHERE v."subscriber_id" = s."id" AND s."list_id" = ANY($1::bigint[])`,
        [listIds],
      );
      await m.query(`DELETE FROM "lists"."subscriber_tag" st USING "lists"."tag" t WHERE st."tag_id" = t."id" AND t."list_id" = ANY($1::bigint[])`, [listIds]);
      await m.query(`DELETE FROM "lists"."activity" a USING "lists"."subscriber" s WHERE a."subscriber_id" = s."id" AND s."list_id" = ANY($1::bigint[])`, [
        listIds,
      ]);
      await m.query(`DELETE FROM "lists"."subscriber" WHERE "list_id" = ANY($1::bigint[])`, [listIds]);
      await m.query(
        `DELETE FROM "lists"."custom_field_value" v USING "lists"."custom_field" f WHERE v."field_id" = f."id" AND f."list_id" = ANY($1::bigint[]) AND NOT f."is_global"`,
        [listIds],
      );
      await m.query(`DELETE FROM "lists"."custom_field" WHERE "list_id" = ANY($1::bigint[]) AND NOT "is_global"`, [listIds]);
      await m.query(`UPDATE "lists"."custom_field" SET "list_id" = NULL WHERE "list_id" = ANY($1::bigint[])`, [listIds]);
      await m.query(`DELETE FROM "lists"."suppression" WHERE "list_id" = ANY($1::bigint[])`, [listIds]);
      await m.query(`DELETE FROM "lists"."list" WHERE "id" = ANY($1::bigint[])`, [listIds]);
      await this.outbox.add(
        m,
        Events.ListDeleted,
        listIds.map((listId) => ({ userId, listId, occurredAt: nowText() })),
      );
    });
    this.outbox.kick();
    return {};
  }
}
