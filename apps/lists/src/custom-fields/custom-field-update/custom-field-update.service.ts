import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';

import { callerUserId } from '../../common/caller';
import { FieldDefinitionsCache } from '../../custom-fields/field-definitions.cache';
import { ParamReader } from '../../common/params';
import { ListRepository } from '../../lists/list.repository';
import { rethrowAliasConflict } from '../alias-conflict';
import { readFieldDefinition } from '../custom-field.input';
import { CustomFieldRepository } from '../custom-field.repository';

/** CustomField.Update: 1 id, 2 name, 3 type missing; 6 not the caller's field; 7–12 invalid values; 1000/1001 alias. */
@Injectable()
export class CustomFieldUpdateService {
  constructor(
    private readonly lists: ListRepository,
    private readonly fields: CustomFieldRepository,
    private readonly fieldCache: FieldDefinitionsCache,
  ) {}

  async run(req: BusRequest): Promise<Record<string, never>> {
    const userId = callerUserId(req);
    this.fieldCache.forgetUser(userId);
    const p = new ParamReader(req.params);
    if (!p.str('CustomFieldID') && !p.str('FieldID')) throw new CommandError(1, 'Missing custom field id');
    if (!p.str('FieldName')) throw new CommandError(2, 'Missing field name');
    if (!p.str('FieldType')) throw new CommandError(3, 'Missing field type');
    const fieldId = p.id('CustomFieldID') ?? p.id('FieldID');
    const current = fieldId ? await this.fields.findOwned(userId, fieldId) : undefined;
    if (!current || !fieldId) throw new CommandError(6, 'Invalid custom field id');
    const def = readFieldDefinition(p, current, 'update');
    if (def instanceof CommandError) throw def;
    let listId = current.list_id ? Number(current.list_id) : null;
    if (p.str('SubscriberListID')) {
      const target = p.id('SubscriberListID');
      if (!target || !(await this.lists.findOwned(userId, target))) throw new CommandError(6, 'Invalid subscriber list id');
      listId = target;
    }
    if (def.merge_tag_alias && (await this.fields.aliasTaken(userId, def.merge_tag_alias, fieldId)))
      throw new CommandError(1000, 'Merge tag alias code has been set for another custom field');
    await this.fields.update(fieldId, userId, listId, def).catch(rethrowAliasConflict);
    return {};
  }
}
