import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type CustomFieldsGetReply, type CustomFieldsGetRequest } from '@mail/contracts';
import { paramBool, paramId, paramText } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { presentField } from '../custom-field.presenter';
import { CustomFieldRepository } from '../custom-field.repository';

/** CustomFields.Get: the list's fields, plus the caller's global fields when ReturnGlobalCustomFields is true. */
@Injectable()
export class CustomFieldsGetService {
  constructor(
    private readonly lists: ListRepository,
    private readonly fields: CustomFieldRepository,
  ) {}

  async run(p: CustomFieldsGetRequest, caller: Caller): Promise<CustomFieldsGetReply> {
    const userId = caller.userId;
    const listId = paramId(p.subscriberlistid) ?? paramId(p.listid);
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(1, 'Missing subscriber list id');
    const rows = await this.fields.forList(userId, listId, {
      includeGlobal: paramBool(p.returnglobalcustomfields, false),
      sort: { field: paramText(p.orderfield), type: paramText(p.ordertype) },
    });
    return { TotalFieldCount: rows.length, CustomFields: rows.map(presentField) };
  }
}
