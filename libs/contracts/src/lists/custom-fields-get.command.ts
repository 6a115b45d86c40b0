import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class CustomFieldsGetRequest {
  @Param('The list (also accepted as `ListID`)', true)
  subscriberlistid?: string | number;
  listid?: string | number;

  @Param('boolean: include global fields')
  returnglobalcustomfields?: string | boolean;

  @Param('Order field')
  orderfield?: string;

  @Param("'ASC' or 'DESC'")
  ordertype?: string;
}

export interface CustomFieldsGetReply {
  TotalFieldCount: number;
  CustomFields: Record<string, unknown>[];
}

export const CustomFieldsGet = defineCommand({
  name: 'CustomFields.Get',
  service: 'lists',
  auth: 'user',
  request: CustomFieldsGetRequest,
  returns: reply<CustomFieldsGetReply>(),
  reply: 'TotalFieldCount, CustomFields',
  errorStyle: 'scalar',
  errors: { 1: 'missing (or not owned) list id' },
  summary: "A list's custom fields.",
});
