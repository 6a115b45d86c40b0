import { Injectable } from '@nestjs/common';

import { CommandError, type GlobalCustomfieldUpdateReply, type GlobalCustomfieldUpdateRequest } from '@mail/contracts';
import { paramId, paramText } from '@mail/values';

import { rethrowAliasConflict } from '../alias-conflict';
import { CustomFieldRepository } from '../custom-field.repository';
import { FieldDefinitionsCache } from '../field-definitions.cache';
import { readGlobalDefinition } from '../global-field.input';

/** the methods whose rule update requires (the vendor's update, unlike create, also asks it for Date and Time) */
const RULED_METHODS = ['Date', 'Time', 'Custom'];

/** global.customfield.update: 1 id, 2 name, 3 type missing; 6 not a global field; 4 rule; 7–11 invalid values; 1000–1002 alias. */
@Injectable()
export class GlobalCustomfieldUpdateService {
  constructor(
    private readonly fields: CustomFieldRepository,
    private readonly fieldCache: FieldDefinitionsCache,
  ) {}

  async run(p: GlobalCustomfieldUpdateRequest): Promise<GlobalCustomfieldUpdateReply> {
    if (!paramText(p.customfieldid)) throw new CommandError(1, 'Missing custom field id');
    if (!paramText(p.fieldname)) throw new CommandError(2, 'Missing field name');
    if (!paramText(p.fieldtype)) throw new CommandError(3, 'Missing field type');
    const fieldId = paramId(p.customfieldid);
    const current = fieldId ? await this.fields.findGlobal(fieldId) : undefined;
    if (!current || !fieldId) throw new CommandError(6, 'Invalid custom field id');
    const def = readGlobalDefinition(p, current, 'update');
    if (def instanceof CommandError) throw def;
    if (RULED_METHODS.includes(def.validation_method) && !def.validation_rule) throw new CommandError(4, 'Missing validation rule');
    if (def.merge_tag_alias && (await this.fields.aliasTaken(0, def.merge_tag_alias, fieldId)))
      throw new CommandError(1000, 'Merge tag alias code has been set for another custom field');
    await this.fields.update(fieldId, 0, null, def).catch(rethrowAliasConflict);
    await this.fieldCache.changed(0);
    return {};
  }
}
