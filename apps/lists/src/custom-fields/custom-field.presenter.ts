import type { CustomFieldRow } from './custom-field.row';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** The custom field resource (CustomFields.Get, List.Assets). */
export function presentField(f: CustomFieldRow): Record<string, unknown> {
  return {
    CustomFieldID: Number(f.id),
    FieldID: Number(f.id),
    RelOwnerUserID: f.user_id,
    RelListID: f.list_id ? Number(f.list_id) : 0,
    FieldName: f.name,
    FieldType: f.field_type,
    DefaultValue: f.default_value,
    ValidationMethod: f.validation_method,
    ValidationRule: f.validation_rule,
    MergeTagAlias: f.merge_tag_alias,
    PresetName: f.preset_name,
    Years: f.years,
    Visibility: f.visibility,
    IsRequired: yesNo(f.is_required),
    IsUnique: yesNo(f.is_unique),
    IsGlobal: yesNo(f.is_global),
    Options: (f.options ?? []).map((o) => ({ OptionLabel: o.label, OptionValue: o.value, OptionSelected: o.selected ? 'Yes' : 'No' })),
    MergeTag: `%Subscriber:CustomField${f.id}%`,
  };
}
