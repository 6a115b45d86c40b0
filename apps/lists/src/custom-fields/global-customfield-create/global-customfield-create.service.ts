import { Injectable } from '@nestjs/common';

import { CommandError, type GlobalCustomfieldCreateReply, type GlobalCustomfieldCreateRequest } from '@mail/contracts';
import { paramText } from '@mail/values';

import { rethrowAliasConflict } from '../alias-conflict';
import { CustomFieldRepository } from '../custom-field.repository';
import { FieldDefinitionsCache } from '../field-definitions.cache';
import { readGlobalDefinition } from '../global-field.input';

/**
 * global.customfield.create: a field of owner 0 with no list, merged into every list's fields (docs/decisions.md).
 * 2 name, 3 type, 4 rule, 5 Years of a date field, 7–11 invalid values, 1000–1002 alias.
 */
@Injectable()
export class GlobalCustomfieldCreateService {
  constructor(
    private readonly fields: CustomFieldRepository,
    private readonly fieldCache: FieldDefinitionsCache,
  ) {}

  async run(p: GlobalCustomfieldCreateRequest): Promise<GlobalCustomfieldCreateReply> {
    if (!paramText(p.fieldname)) throw new CommandError(2, 'Missing field name');
    if (!paramText(p.fieldtype)) throw new CommandError(3, 'Missing field type');
    const def = readGlobalDefinition(p, undefined, 'create');
    if (def instanceof CommandError) throw def.failure.errors[0].code === 3 ? new CommandError(7, 'Invalid field type') : def;
    if (def.field_type === 'Date field' && !/^\d{4}-\d{4}$/.test(def.years)) throw new CommandError(5, 'Years (YYYY-YYYY) is required for a date field');
    if (def.merge_tag_alias && (await this.fields.aliasTaken(0, def.merge_tag_alias)))
      throw new CommandError(1000, 'Merge tag alias code has been set for another custom field');
    const id = await this.fields.insert(0, null, def).catch(rethrowAliasConflict);
    await this.fieldCache.changed(0);
    return { CustomFieldID: id };
  }
}
