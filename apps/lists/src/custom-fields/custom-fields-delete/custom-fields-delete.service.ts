import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';

import { callerUserId } from '../../common/caller';
import { returningRows } from '@mail/db';
import { ServiceDb } from '@mail/kit';

import { FieldDefinitionsCache } from '../../custom-fields/field-definitions.cache';
import { ParamReader } from '../../common/params';

/** CustomFields.Delete: the caller's fields and their values; other users' ids are ignored. */
@Injectable()
export class CustomFieldsDeleteService {
  constructor(
    private readonly db: ServiceDb,
    private readonly fieldCache: FieldDefinitionsCache,
  ) {}

  async run(req: BusRequest): Promise<Record<string, never>> {
    const userId = callerUserId(req);
    this.fieldCache.forgetUser(userId);
    const ids = new ParamReader(req.params).ids('CustomFields');
    if (!ids.length) throw new CommandError(1, 'Custom field ids are missing', { param: 'customfields' });
    await this.db.tx(async (m) => {
      const owned: { id: string }[] = await m
        .query(`DELETE FROM "lists"."custom_field" WHERE "id" = ANY($1::bigint[]) AND "user_id" = $2 RETURNING "id"`, [ids, userId])
        .then((r: unknown) => returningRows<{ id: string }>(r));
      if (owned.length) await m.query(`DELETE FROM "lists"."custom_field_value" WHERE "field_id" = ANY($1::bigint[])`, [owned.map((r) => r.id)]);
    });
    return {};
  }
}
