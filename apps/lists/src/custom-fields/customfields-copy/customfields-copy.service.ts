import { Injectable } from '@nestjs/common';

import { CommandError, type CustomfieldsCopyReply, type CustomfieldsCopyRequest } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';
import { paramId } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { CustomFieldRepository } from '../custom-field.repository';
import { FieldDefinitionsCache } from '../field-definitions.cache';

/**
 * customfields.copy: the source list's own fields (global ones are on every list already) onto the target, in one
 * transaction. A field whose name the target already has (any case) is skipped; the copy has no merge tag alias,
 * which is unique per account (docs/decisions.md). 3 source, 4 target not the caller's (or the source itself).
 */
@Injectable()
export class CustomfieldsCopyService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly fields: CustomFieldRepository,
    private readonly fieldCache: FieldDefinitionsCache,
  ) {}

  async run(userId: number, p: CustomfieldsCopyRequest): Promise<CustomfieldsCopyReply> {
    const sourceId = paramId(p.sourcelistid);
    if (!sourceId || !(await this.lists.findOwned(userId, sourceId))) throw new CommandError(3, 'Invalid source list');
    const targetId = paramId(p.targetlistid);
    if (!targetId || targetId === sourceId || !(await this.lists.findOwned(userId, targetId))) throw new CommandError(4, 'Invalid target list');
    const ids = await this.db.tx(async (m) => {
      const source = await this.fields.forList(userId, sourceId, { includeGlobal: false }, m);
      const taken = new Set((await this.fields.forList(userId, targetId, {}, m)).map((f) => f.name.toLowerCase()));
      const copied: number[] = [];
      for (const field of source) {
        if (taken.has(field.name.toLowerCase())) continue;
        taken.add(field.name.toLowerCase());
        const { id: _id, user_id: _user, list_id: _list, ...def } = field;
        copied.push(await this.fields.insert(userId, targetId, { ...def, merge_tag_alias: '', is_global: false }, m));
      }
      return copied;
    });
    if (ids.length) await this.fieldCache.changed(userId);
    return { CustomFieldIDs: ids };
  }
}
