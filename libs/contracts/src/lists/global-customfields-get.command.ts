import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';

export class GlobalCustomfieldsGetRequest {
  @Param('`FieldName` (default), `CustomFieldID`, `FieldType`, `IsRequired`, `IsUnique`, `Visibility` or `IsGlobal`')
  orderfield?: string;

  @Param('`ASC` (default) or `DESC`')
  ordertype?: string;
}

export interface GlobalCustomfieldsGetReply {
  TotalFieldCount: number;
  CustomFields: Record<string, unknown>[];
}

export const GlobalCustomfieldsGet = defineCommand({
  name: 'global.customfields.get',
  service: 'lists',
  auth: 'admin',
  request: GlobalCustomfieldsGetRequest,
  returns: reply<GlobalCustomfieldsGetReply>(),
  reply: 'TotalFieldCount, CustomFields (ids as strings, RelListID and RelOwnerUserID "0", IsGlobal "Yes")',
  errorStyle: 'scalar',
  errors: {},
  summary: 'List every global custom field, sorted.',
});
