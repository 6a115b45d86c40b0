import { Injectable } from '@nestjs/common';

import type { GlobalCustomfieldsDeleteReply, GlobalCustomfieldsDeleteRequest } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';
import { paramIds } from '@mail/values';

import { CustomFieldValueRepository } from '../custom-field-value.repository';
import { CustomFieldRepository } from '../custom-field.repository';
import { FieldDefinitionsCache } from '../field-definitions.cache';

/** global.customfields.delete: the global fields among the ids and every subscriber's values of them; other ids ignored. */
@Injectable()
export class GlobalCustomfieldsDeleteService {
  constructor(
    private readonly db: ServiceDb,
    private readonly fields: CustomFieldRepository,
    private readonly values: CustomFieldValueRepository,
    private readonly fieldCache: FieldDefinitionsCache,
  ) {}

  async run(p: GlobalCustomfieldsDeleteRequest): Promise<GlobalCustomfieldsDeleteReply> {
    const ids = paramIds(p.customfields);
    if (ids.length) {
      await this.db.tx(async (m) => {
        const deleted = await this.fields.deleteGlobals(ids, m);
        if (deleted.length) await this.values.deleteOfFields(deleted, m);
      });
      await this.fieldCache.changed(0);
    }
    return {};
  }
}
