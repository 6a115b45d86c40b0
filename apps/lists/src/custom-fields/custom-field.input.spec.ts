import { validateParams } from '@mail/bus';
import { CommandError, CustomFieldCreateRequest, TextBounds } from '@mail/contracts';

import { readFieldDefinition } from './custom-field.input';
import { invalidValueReason } from './custom-field.value';

const params = (given: Record<string, unknown>) => validateParams<CustomFieldCreateRequest>(CustomFieldCreateRequest, given);

const codeOf = (given: Record<string, unknown>, mode: 'create' | 'update' = 'create') => {
  const result = readFieldDefinition(params(given), undefined, mode);
  return result instanceof CommandError ? result.failure.errors[0].code : 0;
};

describe(readFieldDefinition.name, () => {
  it('answers the spec codes', () => {
    expect(codeOf({})).toBe(2);
    expect(codeOf({ FieldName: 'A' })).toBe(3);
    expect(codeOf({ FieldName: 'A', FieldType: 'Nonsense' }, 'update')).toBe(7);
    expect(codeOf({ FieldName: 'A', FieldType: 'Single line', ValidationMethod: 'Custom' })).toBe(4);
    expect(codeOf({ FieldName: 'A', FieldType: 'Single line', ValidationMethod: 'Custom', ValidationRule: '([' })).toBe(4);
    expect(codeOf({ PresetName: 'Zodiac' })).toBe(5);
    expect(codeOf({ FieldName: 'A', FieldType: 'Single line', ValidationMethod: 'Telepathy' })).toBe(8);
    expect(codeOf({ FieldName: 'A', FieldType: 'Single line', Visibility: 'Secret' })).toBe(9);
    expect(codeOf({ FieldName: 'A', FieldType: 'Single line', IsRequired: 'sometimes' })).toBe(10);
    expect(codeOf({ FieldName: 'A', FieldType: 'Single line', IsUnique: 'x' })).toBe(11);
    expect(codeOf({ FieldName: 'A', FieldType: 'Single line', IsGlobal: 'x' })).toBe(12);
    expect(codeOf({ FieldName: 'A', FieldType: 'Single line', MergeTagAlias: 'has space' })).toBe(1001);
  });

  it("accepts the old clients' spellings: ValidationMethod=Disabled and FieldDefaultValue", () => {
    const def = readFieldDefinition(
      params({ FieldName: 'A', FieldType: 'Single line', ValidationMethod: 'Disabled', FieldDefaultValue: 'x' }),
      undefined,
      'create',
    );
    expect(def).toMatchObject({ validation_method: 'None', default_value: 'x' });
  });

  it('builds option fields from parallel arrays and presets', () => {
    const def = readFieldDefinition(
      params({ FieldName: 'Color', FieldType: 'drop down', OptionLabel: ['Red', 'Blue'], OptionValue: ['r', 'b'], OptionSelected: ['b'] }),
      undefined,
      'create',
    );
    if (def instanceof CommandError) throw def;
    expect(def.field_type).toBe('Drop down');
    expect(def.options).toEqual([
      { label: 'Red', value: 'r', selected: false },
      { label: 'Blue', value: 'b', selected: true },
    ]);
    const preset = readFieldDefinition(params({ PresetName: 'gender' }), undefined, 'create');
    expect(preset instanceof CommandError ? null : preset.name).toBe('Gender');
  });
});

describe(invalidValueReason.name, () => {
  const f = (validation_method: string, extra: Record<string, unknown> = {}) => ({
    field_type: 'Single line',
    validation_method,
    validation_rule: '',
    options: [],
    ...extra,
  });
  it('checks validation methods, dates and options', () => {
    expect(invalidValueReason(f('Numbers'), '12.5')).toBeUndefined();
    expect(invalidValueReason(f('Numbers'), 'x')).toBeDefined();
    expect(invalidValueReason(f('Email address'), 'a@b.co')).toBeUndefined();
    expect(invalidValueReason(f('Custom', { validation_rule: '/^[A-Z]{2}$/' }), 'TR')).toBeUndefined();
    expect(invalidValueReason(f('Custom', { validation_rule: '^[A-Z]{2}$' }), 'tr')).toBeDefined();
    expect(invalidValueReason(f('None', { field_type: 'Date field' }), '2024-13-01')).toBeDefined();
    expect(invalidValueReason(f('None', { field_type: 'Drop down', options: [{ label: 'A', value: 'a', selected: false }] }), 'b')).toBeDefined();
    expect(invalidValueReason(f('Numbers'), '')).toBeUndefined();
  });
  it('refuses a value over TextBounds.text whatever the field', () => {
    expect(invalidValueReason(f('None'), 'x'.repeat(TextBounds.text))).toBeUndefined();
    expect(invalidValueReason(f('None'), 'x'.repeat(TextBounds.text + 1))).toBe(`must be at most ${TextBounds.text} characters`);
  });
});
