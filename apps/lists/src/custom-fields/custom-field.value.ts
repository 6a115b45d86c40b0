import { TextBounds } from '@mail/contracts';
import { isEmail, isHttpUrl, normalizeDateTime } from '@mail/values';

import { stripDelimiters } from './custom-field.input';
import type { CustomFieldRow } from './custom-field.row';

/** The typed copies stored next to the text so segment range rules can use an index. */
export function typedCopies(text: string): { num: string | null; date: string | null } {
  const trimmed = text.trim();
  const num = /^-?\d{1,20}(\.\d{1,10})?$/.test(trimmed) ? trimmed : null;
  const date = /^\d{4}-\d{2}-\d{2}/.test(trimmed) ? (normalizeDateTime(trimmed) ?? null) : null;
  return { num, date };
}

/** Value rules of a field: undefined when valid, else the reason (Subscriber.Create 17/28, Update 10, an import's failed row); any value over TextBounds.text is invalid. */
export function invalidValueReason(
  field: Pick<CustomFieldRow, 'field_type' | 'validation_method' | 'validation_rule' | 'options'>,
  value: string,
): string | undefined {
  if (value === '') return undefined;
  if (value.length > TextBounds.text) return `must be at most ${TextBounds.text} characters`;
  switch (field.validation_method) {
    case 'Numbers':
      if (!/^-?\d+(\.\d+)?$/.test(value)) return 'must be a number';
      break;
    case 'Letters':
      if (!/^[\p{L}\s]+$/u.test(value)) return 'must contain letters only';
      break;
    case 'Numbers and letters':
      if (!/^[\p{L}\p{N}\s]+$/u.test(value)) return 'must contain numbers and letters only';
      break;
    case 'Email address':
      if (!isEmail(value)) return 'must be an email address';
      break;
    case 'URL':
      if (!isHttpUrl(value)) return 'must be a URL';
      break;
    case 'Date':
      if (!normalizeDateTime(value)) return 'must be a date (YYYY-MM-DD)';
      break;
    case 'Time':
      if (!/^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value)) return 'must be a time (HH:MM)';
      break;
    case 'Custom':
      try {
        if (!new RegExp(stripDelimiters(field.validation_rule)).test(value)) return 'does not match the validation rule';
      } catch {
        return 'does not match the validation rule';
      }
      break;
    default:
      break;
  }
  if (field.field_type === 'Date field' && !normalizeDateTime(value)) return 'must be a date (YYYY-MM-DD)';
  if ((field.field_type === 'Drop down' || field.field_type === 'Multiple choice') && field.options?.length && !field.options.some((o) => o.value === value)) {
    return 'is not one of the options';
  }
  return undefined;
}
