import { CommandError } from '@mail/contracts';

import type { ParamReader } from '../common/params';
import { ALIAS_PATTERN, canonical, FIELD_TYPES, PRESETS, VALIDATION_METHOD_ALIASES, VALIDATION_METHODS, VISIBILITIES } from './custom-field.catalog';
import type { CustomFieldOption, CustomFieldRow } from './custom-field.row';

export type FieldDefinition = Omit<CustomFieldRow, 'id' | 'user_id' | 'list_id'>;

/**
 * Reads a custom field definition (Create: everything; Update: given fields over the current ones).
 * The codes follow CustomField.Update's table; Create reuses them for the values it does not list.
 */
export function readFieldDefinition(p: ParamReader, current: FieldDefinition | undefined, mode: 'create' | 'update'): FieldDefinition | CommandError {
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
  if (mode === 'create' && p.str('PresetName')) {
    const preset = PRESETS[p.str('PresetName').toLowerCase()];
    if (!preset) return new CommandError(5, 'Invalid preset name');
    Object.assign(def, { name: preset.name, field_type: preset.type, options: preset.options, preset_name: preset.name });
  }
  if (p.str('FieldName')) def.name = p.str('FieldName').slice(0, 255);
  if (!def.name) return new CommandError(2, 'Missing field name');
  if (p.str('FieldType')) {
    const type = canonical(p.str('FieldType'), FIELD_TYPES);
    if (!type) return new CommandError(mode === 'create' ? 3 : 7, 'Invalid field type');
    def.field_type = type;
  }
  if (!def.field_type) return new CommandError(3, 'Missing field type');
  if (p.has('ValidationMethod')) {
    const given = p.str('ValidationMethod') || 'None';
    const method = canonical(VALIDATION_METHOD_ALIASES[given.trim().toLowerCase()] ?? given, VALIDATION_METHODS);
    if (!method) return new CommandError(8, 'Invalid validation method');
    def.validation_method = method;
  }
  if (p.has('ValidationRule')) def.validation_rule = p.str('ValidationRule');
  if (def.validation_method === 'Custom') {
    if (!def.validation_rule) return new CommandError(4, 'Missing validation rule');
    if (!compiles(def.validation_rule)) return new CommandError(4, 'Invalid validation rule (not a valid regular expression)');
  }
  // FieldDefaultValue: the old clients' spelling of DefaultValue
  if (p.has('DefaultValue')) def.default_value = p.str('DefaultValue');
  else if (p.has('FieldDefaultValue')) def.default_value = p.str('FieldDefaultValue');
  if (p.has('Years')) def.years = p.str('Years');
  if (p.has('MergeTagAlias')) {
    const alias = p.str('MergeTagAlias');
    if (alias && !ALIAS_PATTERN.test(alias)) return new CommandError(1001, 'Merge tag alias code includes invalid characters');
    def.merge_tag_alias = alias;
  }
  if (p.has('Visibility')) {
    const visibility = canonical(p.str('Visibility'), VISIBILITIES);
    if (!visibility) return new CommandError(9, 'Invalid visibility value');
    def.visibility = visibility;
  }
  for (const [param, key, code] of [
    ['IsRequired', 'is_required', 10],
    ['IsUnique', 'is_unique', 11],
    ['IsGlobal', 'is_global', 12],
  ] as const) {
    if (!p.has(param)) continue;
    const value = p.str(param);
    if (!/^(yes|no|true|false|1|0)$/i.test(value)) return new CommandError(code, `Invalid ${param} value`);
    def[key] = /^(yes|true|1)$/i.test(value);
  }
  if (p.has('OptionLabel') || p.has('OptionValue')) def.options = readOptions(p);
  return def;
}

function readOptions(p: ParamReader): CustomFieldOption[] {
  const labels = p.list('OptionLabel');
  const values = p.list('OptionValue');
  const selected = p.list('OptionSelected');
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
