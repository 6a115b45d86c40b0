import { Injectable } from '@nestjs/common';

import type { GlobalCustomfieldsGetReply, GlobalCustomfieldsGetRequest } from '@mail/contracts';
import { paramText } from '@mail/values';

import { presentField } from '../custom-field.presenter';
import { CustomFieldRepository } from '../custom-field.repository';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** global.customfields.get: every global field, by FieldName unless OrderField names another column. */
@Injectable()
export class GlobalCustomfieldsGetService {
  constructor(private readonly fields: CustomFieldRepository) {}

  async run(p: GlobalCustomfieldsGetRequest): Promise<GlobalCustomfieldsGetReply> {
    const rows = await this.fields.globals({ field: paramText(p.orderfield) || 'FieldName', type: paramText(p.ordertype) || 'ASC' });
    return {
      TotalFieldCount: rows.length,
      // the vendor's row: ids and flags as strings; the list resource's other keys follow
      CustomFields: rows.map((f) => ({
        ...presentField(f),
        CustomFieldID: String(f.id),
        RelListID: '0',
        RelOwnerUserID: '0',
        FieldDefaultValue: f.default_value,
        IsRequired: yesNo(f.is_required),
        IsUnique: yesNo(f.is_unique),
        IsGlobal: 'Yes',
      })),
    };
  }
}
