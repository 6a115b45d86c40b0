import { Param } from '../request-params';
import { CustomFieldDefinition, FIELD_TEXTS_MEANING, fieldTextBounds } from './custom-field-definition';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class CustomFieldUpdateRequest extends CustomFieldDefinition {
  @Param('The field (also accepted as `FieldID`)', true)
  customfieldid?: string | number;
  fieldid?: string | number;

  @Param('Move the field to this list')
  subscriberlistid?: string | number;
}
fieldTextBounds(CustomFieldUpdateRequest, 13);

export type CustomFieldUpdateReply = Record<string, never>;

export const CustomFieldUpdate = defineCommand({
  name: 'CustomField.Update',
  service: 'lists',
  auth: 'user',
  request: CustomFieldUpdateRequest,
  returns: reply<CustomFieldUpdateReply>(),
  errorStyle: 'array',
  errors: {
    1: 'missing id',
    2: 'missing name',
    3: 'missing type',
    4: 'missing validation rule',
    6: 'invalid id',
    7: 'invalid field type',
    8: 'invalid validation method',
    9: 'invalid visibility',
    10: 'invalid IsRequired',
    11: 'invalid IsUnique',
    12: 'invalid IsGlobal',
    13: FIELD_TEXTS_MEANING,
    1000: 'merge tag alias already used by another field',
    1001: 'merge tag alias has invalid characters',
  },
  summary: 'Update a custom field.',
});
