import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { CustomFieldDefinition, FIELD_TEXTS_MEANING, fieldTextBounds } from './custom-field-definition';
import { GLOBAL_FIELD_ALIAS_ERRORS } from './global-customfield-create.command';

export class GlobalCustomfieldUpdateRequest extends CustomFieldDefinition {
  @Param('Global field to change', true)
  customfieldid?: string | number;
}
fieldTextBounds(GlobalCustomfieldUpdateRequest, 13);

export type GlobalCustomfieldUpdateReply = Record<string, never>;

export const GlobalCustomfieldUpdate = defineCommand({
  name: 'global.customfield.update',
  service: 'lists',
  auth: 'admin',
  request: GlobalCustomfieldUpdateRequest,
  returns: reply<GlobalCustomfieldUpdateReply>(),
  reply: 'nothing beyond the envelope',
  errorStyle: 'array',
  errors: {
    1: 'CustomFieldID missing',
    2: 'FieldName missing',
    3: 'FieldType missing',
    4: 'ValidationRule missing for the Date, Time or Custom method',
    6: 'not a global custom field id',
    7: 'FieldType not an allowed value',
    8: 'ValidationMethod not an allowed value',
    9: 'Visibility not an allowed value',
    10: 'IsRequired not Yes/No',
    11: 'IsUnique not Yes/No',
    13: FIELD_TEXTS_MEANING,
    ...GLOBAL_FIELD_ALIAS_ERRORS,
  },
  summary: 'Change a global custom field.',
});
