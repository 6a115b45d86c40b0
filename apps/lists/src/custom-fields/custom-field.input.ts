import { CommandError, type CustomFieldCreateRequest, type CustomFieldUpdateRequest } from '@mail/contracts';
import { isGiven, paramList, paramText } from '@mail/values';
import { ALIAS_PATTERN, canonical, FIELD_TYPES, PRESETS, VALIDATION_METHOD_ALIASES, VALIDATION_METHODS, VISIBILITIES } from './custom-field.catalog';
import type { CustomFieldOption, CustomFieldRow } from './custom-field.row';

export type FieldDefinition = Omit<CustomFieldRow, 'id' | 'user_id' | 'list_id'>;
type DefinitionParams = CustomFieldCreateRequest | CustomFieldUpdateRequest;

/**
 * Reads a custom field definition (Create: everything; Update: given fields over the current ones).
 * The codes follow CustomField.Update's table; Create reuses them for the values it does not list.
 */
export function readFieldDefinition(p: DefinitionParams, current: FieldDefinition | undefined, mode: 'create' | 'update'): FieldDefinition | CommandError {
  const def: FieldDefinition = current
    ? { ...current }
    : {
        name: '',
        field_type: '',
        default_value: '',
        validation_method: 'None',
        validation_rule: '',
        merge_tag_alias: '',
        preset_name: '',
        years: '',
        options: [],
        visibility: 'Public',
        is_required: false,
        is_unique: false,
        is_global: false,
      };
  if (mode === 'create' && paramText(p.presetname)) {
    const preset = PRESETS.get(paramText(p.presetname).toLowerCase());
    if (!preset) return new CommandError(5, 'Invalid preset name');
    Object.assign(def, { name: preset.name, field_type: preset.type, options: preset.options, preset_name: preset.name });
  }
  if (paramText(p.fieldname)) def.name = paramText(p.fieldname);
  if (!def.name) return new CommandError(2, 'Missing field name');
  if (paramText(p.fieldtype)) {
    const type = canonical(paramText(p.fieldtype), FIELD_TYPES);
    if (!type) return new CommandError(mode === 'create' ? 3 : 7, 'Invalid field type');
    def.field_type = type;
  }
  if (!def.field_type) return new CommandError(3, 'Missing field type');
  if (isGiven(p.validationmethod)) {
    const given = paramText(p.validationmethod) || 'None';
    const method = canonical(VALIDATION_METHOD_ALIASES.get(given.trim().toLowerCase()) ?? given, VALIDATION_METHODS);
    if (!method) return new CommandError(8, 'Invalid validation method');
    def.validation_method = method;
  }
  if (isGiven(p.validationrule)) def.validation_rule = paramText(p.validationrule);
  if (def.validation_method === 'Custom') {
    if (!def.validation_rule) return new CommandError(4, 'Missing validation rule');
    if (!compiles(def.validation_rule)) return new CommandError(4, 'Invalid validation rule (not a valid regular expression)');
  }
  // FieldDefaultValue: the old clients' spelling of DefaultValue
  if (isGiven(p.defaultvalue)) def.default_value = paramText(p.defaultvalue);
  else if (isGiven(p.fielddefaultvalue)) def.default_value = paramText(p.fielddefaultvalue);
  if (isGiven(p.years)) def.years = paramText(p.years);
  if (isGiven(p.mergetagalias)) {
    const alias = paramText(p.mergetagalias);
    if (alias && !ALIAS_PATTERN.test(alias)) return new CommandError(1001, 'Merge tag alias code includes invalid characters');
    def.merge_tag_alias = alias;
  }
  if (isGiven(p.visibility)) {
    const visibility = canonical(paramText(p.visibility), VISIBILITIES);
    if (!visibility) return new CommandError(9, 'Invalid visibility value');
    def.visibility = visibility;
  }
  for (const [given, param, key, code] of [
    [p.isrequired, 'IsRequired', 'is_required', 10],
    [p.isunique, 'IsUnique', 'is_unique', 11],
    [p.isglobal, 'IsGlobal', 'is_global', 12],
  ] as const) {
    if (!isGiven(given)) continue;
    const value = paramText(given);
    if (!/^(yes|no|true|false|1|0)$/i.test(value)) return new CommandError(code, `Invalid ${param} value`);
    def[key] = /^(yes|true|1)$/i.test(value);
  }
  if (isGiven(p.optionlabel) || isGiven(p.optionvalue)) def.options = readOptions(p);
  return def;
}

function readOptions(p: DefinitionParams): CustomFieldOption[] {
  const labels = paramList(p.optionlabel);
  const values = paramList(p.optionvalue);
  const selected = paramList(p.optionselected);
  const count = Math.max(labels.length, values.length);
  const options: CustomFieldOption[] = [];
  for (let i = 0; i < count; i++) {
    const label = (labels[i] ?? values[i] ?? '').trim();
    const value = (values[i] ?? labels[i] ?? '').trim();
    if (!label && !value) continue;
    // OptionSelected is either flags parallel to the options or the list of selected values
    const flag = selected[i];
    const isSelected = selected.includes(value) || (flag !== undefined && /^(1|true|yes|selected)$/i.test(flag.trim()));
    options.push({ label, value, selected: isSelected });
  }
  return options;
}

function compiles(pattern: string): boolean {
  try {
    new RegExp(stripDelimiters(pattern));
    return true;
  } catch {
    return false;
  }
}

/** PHP-style '/.../i' rules are accepted: delimiters and flags are stripped. */
export function stripDelimiters(pattern: string): string {
  const m = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
  return m ? m[1] : pattern;
}
