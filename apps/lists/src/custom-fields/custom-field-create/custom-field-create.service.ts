import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type CustomFieldCreateReply, type CustomFieldCreateRequest } from '@mail/contracts';
import { paramId } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { rethrowAliasConflict } from '../alias-conflict';
import { readFieldDefinition } from '../custom-field.input';
import { CustomFieldRepository } from '../custom-field.repository';
import { FieldDefinitionsCache } from '../field-definitions.cache';

/** CustomField.Create: 1 list missing (or not the caller's), 2 name, 3 type, 4 rule, 5 preset, 1000/1001 alias. */
@Injectable()
export class CustomFieldCreateService {
  constructor(
    private readonly lists: ListRepository,
    private readonly fields: CustomFieldRepository,
    private readonly fieldCache: FieldDefinitionsCache,
  ) {}

  async run(p: CustomFieldCreateRequest, caller: Caller): Promise<CustomFieldCreateReply> {
    const userId = caller.userId;
    const listId = paramId(p.subscriberlistid) ?? paramId(p.listid);
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(1, 'Missing subscriber list id');
    const def = readFieldDefinition(p, undefined, 'create');
    if (def instanceof CommandError) throw def;
    if (def.merge_tag_alias && (await this.fields.aliasTaken(userId, def.merge_tag_alias)))
      throw new CommandError(1000, 'Merge tag alias code has been set for another custom field');
    const id = await this.fields.insert(userId, listId, def).catch(rethrowAliasConflict);
    await this.fieldCache.changed(userId);
    return { CustomFieldID: id };
  }
}
