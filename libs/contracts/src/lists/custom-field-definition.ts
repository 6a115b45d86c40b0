import { Param } from '../request-params';

/** Parameters shared by CustomField.Create and CustomField.Update. */
export class CustomFieldDefinition {
  @Param('Field name (cond.)', 'cond')
  fieldname?: string;

  @Param('Field type (cond.)', 'cond')
  fieldtype?: string;

  @Param('Default value (also `FieldDefaultValue`)')
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
