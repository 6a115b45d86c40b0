import { Param } from '../request-params';
import { CustomFieldDefinition, FIELD_TEXTS_MEANING, fieldTextBounds } from './custom-field-definition';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class CustomFieldCreateRequest extends CustomFieldDefinition {
  @Param('The list (also accepted as `ListID`)', true)
  subscriberlistid?: string | number;
  listid?: string | number;
}
fieldTextBounds(CustomFieldCreateRequest, 13);

export interface CustomFieldCreateReply {
  CustomFieldID: number;
}

export const CustomFieldCreate = defineCommand({
  name: 'CustomField.Create',
  service: 'lists',
  auth: 'user',
  request: CustomFieldCreateRequest,
  returns: reply<CustomFieldCreateReply>(),
  reply: 'CustomFieldID',
  errorStyle: 'array',
  errors: {
    1: 'missing (or not owned) list id',
    2: 'missing field name',
    3: 'missing field type',
    4: 'missing validation rule',
    5: 'invalid preset name',
    13: FIELD_TEXTS_MEANING,
    1000: 'merge tag alias already used by another field',
    1001: 'merge tag alias has invalid characters',
  },
  summary: 'Create a custom field on a list (or a global one).',
});
