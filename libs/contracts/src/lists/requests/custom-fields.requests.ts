import { HasPositiveIds, Param } from '../../request-params';
import { code } from '../../validation';

/** Parameters shared by CustomField.Create and CustomField.Update. */
class CustomFieldDefinition {
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

export class CustomFieldCreateRequest extends CustomFieldDefinition {
  @Param('The list (also accepted as `ListID`)', true)
  subscriberlistid?: string | number;
  listid?: string | number;
}

export class CustomFieldUpdateRequest extends CustomFieldDefinition {
  @Param('The field (also accepted as `FieldID`)', true)
  customfieldid?: string | number;
  fieldid?: string | number;

  @Param('Move the field to this list')
  subscriberlistid?: string | number;
}

export class CustomFieldsDeleteRequest {
  @HasPositiveIds(code(1, 'Custom field ids are missing'))
  @Param('Comma-separated custom field ids', true)
  customfields?: string;
}

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
