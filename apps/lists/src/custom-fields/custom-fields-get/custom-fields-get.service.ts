import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';

import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';
import { orderBy } from '../../common/sql';
import { ListRepository } from '../../lists/list.repository';
import { presentField } from '../custom-field.presenter';
import { CustomFieldRepository } from '../custom-field.repository';

const ORDER_FIELDS: Record<string, string> = {
  fieldid: 'f."id"',
  customfieldid: 'f."id"',
  fieldname: 'f."name"',
  fieldtype: 'f."field_type"',
};

/** CustomFields.Get: the list's fields, plus the caller's global fields when ReturnGlobalCustomFields is true. */
@Injectable()
export class CustomFieldsGetService {
  constructor(
    private readonly lists: ListRepository,
    private readonly fields: CustomFieldRepository,
  ) {}

  async run(req: BusRequest): Promise<{ TotalFieldCount: number; CustomFields: Record<string, unknown>[] }> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    const listId = p.id('SubscriberListID') ?? p.id('ListID');
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(1, 'Missing subscriber list id');
    const order = orderBy(p.str('OrderField'), p.str('OrderType'), ORDER_FIELDS, 'FieldID');
    const rows = await this.fields.forList(userId, listId, { includeGlobal: p.bool('ReturnGlobalCustomFields', false), order: `${order}, f."id" ASC` });
    return { TotalFieldCount: rows.length, CustomFields: rows.map(presentField) };
  }
}
