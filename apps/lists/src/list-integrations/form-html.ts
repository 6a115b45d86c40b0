import { escapeHtml } from '@mail/mail';

import type { CustomFieldRow } from '../custom-fields/custom-field.row';

/** a line of generated HTML as the vendor's HTMLSpecialChars option returns it (PHP htmlspecialchars, ENT_QUOTES) */
export function htmlSpecialChars(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');
}

const CHOICE_TYPES = new Set(['Multiple choice', 'Drop down', 'Checkboxes']);

/**
 * The inputs of one custom field, one line each, named as Subscriber.Subscribe reads them (`CustomField<id>`;
 * checkboxes as `CustomField<id>[]`, which it joins with commas).
 */
export function fieldLines(field: CustomFieldRow): string[] {
  const name = `CustomField${field.id}`;
  const id = `FormValue_CustomField${field.id}`;
  const required = field.is_required ? ' required' : '';
  const label = `<label for="${id}">${escapeHtml(field.name)}</label>`;
  const options = field.options ?? [];
  if (field.field_type === 'Hidden field') return [`<input type="hidden" name="${name}" value="${escapeHtml(field.default_value)}">`];
  if (field.field_type === 'Paragraph text') return [label, `<textarea name="${name}" id="${id}"${required}>${escapeHtml(field.default_value)}</textarea>`];
  if (!CHOICE_TYPES.has(field.field_type)) {
    const type = field.field_type === 'Date field' ? 'date' : field.field_type === 'Time field' ? 'time' : 'text';
    return [label, `<input type="${type}" name="${name}" id="${id}" value="${escapeHtml(field.default_value)}"${required}>`];
  }
  if (field.field_type === 'Drop down') {
    const lines = [label, `<select name="${name}" id="${id}"${required}>`];
    for (const o of options) lines.push(`<option value="${escapeHtml(o.value)}"${o.selected ? ' selected' : ''}>${escapeHtml(o.label)}</option>`);
    return [...lines, '</select>'];
  }
  const type = field.field_type === 'Checkboxes' ? 'checkbox' : 'radio';
  const inputName = type === 'checkbox' ? `${name}[]` : name;
  const lines = [`<span>${escapeHtml(field.name)}</span>`];
  options.forEach((o, i) => {
    const optionId = `${id}_${i}`;
    lines.push(
      `<input type="${type}" name="${inputName}" id="${optionId}" value="${escapeHtml(o.value)}"${o.selected ? ' checked' : ''}> <label for="${optionId}">${escapeHtml(o.label)}</label>`,
    );
  });
  return lines;
}
