import type { CustomFieldRow } from '../custom-fields/custom-field.row';
import { fieldLines, htmlSpecialChars } from './form-html';

const field = (over: Partial<CustomFieldRow>): CustomFieldRow => ({
  id: '7',
  user_id: 1,
  list_id: '3',
  name: 'Name',
  field_type: 'Single line',
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
  ...over,
});

describe('form-html', () => {
  it('htmlSpecialChars encodes as PHP htmlspecialchars with ENT_QUOTES', () => {
    expect(htmlSpecialChars(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#039;&amp;&#039;&lt;/a&gt;');
  });

  it('a text field: label and input named as Subscriber.Subscribe reads it, escaped, required when the field is', () => {
    expect(fieldLines(field({ name: 'A <b>', default_value: '"x"', is_required: true }))).toEqual([
      '<label for="FormValue_CustomField7">A &#60;b&#62;</label>',
      '<input type="text" name="CustomField7" id="FormValue_CustomField7" value="&#34;x&#34;" required>',
    ]);
  });

  it('choice fields: a select, radios, or checkboxes posting an array', () => {
    const options = [
      { label: 'One', value: '1', selected: true },
      { label: 'Two', value: '2', selected: false },
    ];
    expect(fieldLines(field({ field_type: 'Drop down', options }))).toEqual([
      '<label for="FormValue_CustomField7">Name</label>',
      '<select name="CustomField7" id="FormValue_CustomField7">',
      '<option value="1" selected>One</option>',
      '<option value="2">Two</option>',
      '</select>',
    ]);
    expect(fieldLines(field({ field_type: 'Checkboxes', options }))[1]).toBe(
      '<input type="checkbox" name="CustomField7[]" id="FormValue_CustomField7_0" value="1" checked> <label for="FormValue_CustomField7_0">One</label>',
    );
    expect(fieldLines(field({ field_type: 'Multiple choice', options }))[2]).toContain('type="radio" name="CustomField7"');
  });

  it('hidden, paragraph, date and time fields', () => {
    expect(fieldLines(field({ field_type: 'Hidden field', default_value: 'v' }))).toEqual(['<input type="hidden" name="CustomField7" value="v">']);
    expect(fieldLines(field({ field_type: 'Paragraph text' }))[1]).toBe('<textarea name="CustomField7" id="FormValue_CustomField7"></textarea>');
    expect(fieldLines(field({ field_type: 'Date field' }))[1]).toContain('type="date"');
    expect(fieldLines(field({ field_type: 'Time field' }))[1]).toContain('type="time"');
  });
});
