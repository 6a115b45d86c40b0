import { Injectable } from '@nestjs/common';

import type { CustomFieldsDeleteReply, CustomFieldsDeleteRequest } from '@mail/contracts';
import { paramIds } from '@mail/values';
import { type Caller, ServiceDb } from '@mail/kit';

import { CustomFieldValueRepository } from '../custom-field-value.repository';
import { CustomFieldRepository } from '../custom-field.repository';
import { FieldDefinitionsCache } from '../field-definitions.cache';

/** CustomFields.Delete: the caller's fields and their values; other users' ids are ignored (no id at all: the DTO's code 1). */
@Injectable()
export class CustomFieldsDeleteService {
  constructor(
    private readonly db: ServiceDb,
    private readonly fields: CustomFieldRepository,
    private readonly values: CustomFieldValueRepository,
    private readonly fieldCache: FieldDefinitionsCache,
  ) {}

  async run(input: CustomFieldsDeleteRequest, caller: Caller): Promise<CustomFieldsDeleteReply> {
    const userId = caller.userId;
    const ids = paramIds(input.customfields);
    await this.db.tx(async (m) => {
      const deleted = await this.fields.deleteOwned(userId, ids, m);
      if (deleted.length) await this.values.deleteOfFields(deleted, m);
    });
    await this.fieldCache.changed(userId);
    return {};
  }
}
