import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type CustomFieldUpdateReply, type CustomFieldUpdateRequest } from '@mail/contracts';
import { paramId, paramText } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { rethrowAliasConflict } from '../alias-conflict';
import { readFieldDefinition } from '../custom-field.input';
import { CustomFieldRepository } from '../custom-field.repository';
import { FieldDefinitionsCache } from '../field-definitions.cache';

/** CustomField.Update: 1 id, 2 name, 3 type missing; 6 not the caller's field; 7–12 invalid values; 1000/1001 alias. */
@Injectable()
export class CustomFieldUpdateService {
  constructor(
    private readonly lists: ListRepository,
    private readonly fields: CustomFieldRepository,
    private readonly fieldCache: FieldDefinitionsCache,
  ) {}

  async run(p: CustomFieldUpdateRequest, caller: Caller): Promise<CustomFieldUpdateReply> {
    const userId = caller.userId;
    if (!paramText(p.customfieldid) && !paramText(p.fieldid)) throw new CommandError(1, 'Missing custom field id');
    if (!paramText(p.fieldname)) throw new CommandError(2, 'Missing field name');
    if (!paramText(p.fieldtype)) throw new CommandError(3, 'Missing field type');
    const fieldId = paramId(p.customfieldid) ?? paramId(p.fieldid);
    const current = fieldId ? await this.fields.findOwned(userId, fieldId) : undefined;
    if (!current || !fieldId) throw new CommandError(6, 'Invalid custom field id');
    const def = readFieldDefinition(p, current, 'update');
    if (def instanceof CommandError) throw def;
    let listId = current.list_id ? Number(current.list_id) : null;
    if (paramText(p.subscriberlistid)) {
      const target = paramId(p.subscriberlistid);
      if (!target || !(await this.lists.findOwned(userId, target))) throw new CommandError(6, 'Invalid subscriber list id');
      listId = target;
    }
    if (def.merge_tag_alias && (await this.fields.aliasTaken(userId, def.merge_tag_alias, fieldId)))
      throw new CommandError(1000, 'Merge tag alias code has been set for another custom field');
    await this.fields.update(fieldId, userId, listId, def).catch(rethrowAliasConflict);
    await this.fieldCache.changed(userId);
    return {};
  }
}
