import { Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';

/** the stored texts of a definition and their bounds; each command bounds them with its own code (fieldTextBounds) */
const FIELD_TEXTS: [param: string, max: number][] = [
  ['FieldName', TextBounds.name],
  ['DefaultValue', TextBounds.text],
  ['FieldDefaultValue', TextBounds.text],
  ['ValidationRule', TextBounds.text],
  ['MergeTagAlias', TextBounds.name],
  ['Years', TextBounds.name],
  ['OptionLabel', TextBounds.text],
  ['OptionValue', TextBounds.text],
];

/** what the over-long code means, for the commands' `errors` */
export const FIELD_TEXTS_MEANING = `a text over its bound: FieldName, MergeTagAlias and Years ${TextBounds.name}, DefaultValue, ValidationRule and all option labels or all option values (with the commas joining them) ${TextBounds.text} characters (extension)`;

/** bounds the definition's stored texts on a command's request class, answering `code` naming the parameter */
export function fieldTextBounds(request: { prototype: object }, code: number): void {
  for (const [param, max] of FIELD_TEXTS) MaxText(max, code, param)(request.prototype, param.toLowerCase());
}

/** Parameters shared by CustomField.Create and CustomField.Update. */
export class CustomFieldDefinition {
  @Param(`Field name (cond.), at most ${TextBounds.name} characters`, 'cond')
  fieldname?: string;

  @Param('Field type (cond.)', 'cond')
  fieldtype?: string;

  @Param(`Default value (also \`FieldDefaultValue\`), at most ${TextBounds.text} characters`)
  defaultvalue?: string;
  fielddefaultvalue?: string;

  @Param('Validation method')
  validationmethod?: string;

  @Param('Rule for custom validation (cond.)', 'cond')
  validationrule?: string;

  @Param('Merge tag alias')
  mergetagalias?: string;

  @Param('Preset name (cond.)', 'cond')
  presetname?: string;

  @Param('Years of a date field (cond.)', 'cond')
  years?: string;

  @Param('Option labels of an option field')
  optionlabel?: string | string[];

  @Param('Option values of an option field')
  optionvalue?: string | string[];

  @Param('Selected options of an option field')
  optionselected?: string | string[];

  @Param('Required field (Yes/No)')
  isrequired?: string;

  @Param('Unique field (Yes/No)')
  isunique?: string;

  @Param("'Yes' or 'No'")
  isglobal?: string;

  @Param('Visibility')
  visibility?: string;
}
