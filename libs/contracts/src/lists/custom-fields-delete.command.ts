import { HasPositiveIds, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class CustomFieldsDeleteRequest {
  @HasPositiveIds(code(1, 'Custom field ids are missing'))
  @Param('Comma-separated custom field ids', true)
  customfields?: string;
}

export type CustomFieldsDeleteReply = Record<string, never>;

export const CustomFieldsDelete = defineCommand({
  name: 'CustomFields.Delete',
  service: 'lists',
  auth: 'user',
  request: CustomFieldsDeleteRequest,
  returns: reply<CustomFieldsDeleteReply>(),
  errorStyle: 'keyed',
  errors: { 1: 'custom field ids missing (keyed `customfields`)' },
  summary: 'Delete custom fields and their values.',
});
