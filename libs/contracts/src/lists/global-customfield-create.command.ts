import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { CustomFieldDefinition, FIELD_TEXTS_MEANING, fieldTextBounds } from './custom-field-definition';

export class GlobalCustomfieldCreateRequest extends CustomFieldDefinition {}
fieldTextBounds(GlobalCustomfieldCreateRequest, 13);

export interface GlobalCustomfieldCreateReply {
  CustomFieldID: number;
}

/** errors shared by the global field commands (create and update use the same numbers where they overlap) */
export const GLOBAL_FIELD_ALIAS_ERRORS = {
  1000: 'another global custom field already uses this merge tag alias',
  1001: 'the merge tag alias has characters other than letters, digits, spaces, dots, hyphens, underscores',
  1002: 'the merge tag alias is a built-in subscriber field name',
} as const;

export const GlobalCustomfieldCreate = defineCommand({
  name: 'global.customfield.create',
  service: 'lists',
  auth: 'admin',
  request: GlobalCustomfieldCreateRequest,
  returns: reply<GlobalCustomfieldCreateReply>(),
  reply: 'CustomFieldID',
  errorStyle: 'array',
  errors: {
    2: 'FieldName missing',
    3: 'FieldType missing',
    4: 'ValidationRule missing (or not a regular expression) for the Custom method',
    5: 'Years missing for a date field',
    7: 'FieldType not an allowed value',
    8: 'ValidationMethod not an allowed value',
    9: 'Visibility not an allowed value',
    10: 'IsRequired not Yes/No',
    11: 'IsUnique not Yes/No',
    13: FIELD_TEXTS_MEANING,
    ...GLOBAL_FIELD_ALIAS_ERRORS,
  },
  summary: 'Create a global custom field: it appears on every list of every user.',
});
