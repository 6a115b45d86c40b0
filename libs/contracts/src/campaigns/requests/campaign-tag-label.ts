import type { ValidationOptions } from 'class-validator';

import { Rule } from './param-rules';
import { TAG_NAME_MAX } from './tag-names';

/** A campaign tag's label as tag.create and tag.update take it: trimmed first, then letters, digits, spaces, -, _ and %. */
const TAG_LABEL = /^[\p{L}\p{N} _%-]+$/u;

/** The label as stored: surrounding blanks trimmed. */
export const tagLabelOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** Sent at all (code 1 or 2): blanks count as sent, they answer "nothing left after trimming". */
export const TagLabelSent = (options: ValidationOptions) => Rule('tagLabelSent', (value) => value !== undefined && value !== null && value !== '', options);

/** Something left after trimming (code 4). */
export const TagLabelNotBlank = (options: ValidationOptions) => Rule('tagLabelNotBlank', (value) => tagLabelOf(value) !== '', options);

/** Only the allowed characters, at most TAG_NAME_MAX of them (code 3); a blank label is TagLabelNotBlank's (code 4). */
export const TagLabelAllowed = (options: ValidationOptions) =>
  Rule(
    'tagLabelAllowed',
    (value) => {
      const label = tagLabelOf(value);
      return label === '' || (label.length <= TAG_NAME_MAX && TAG_LABEL.test(label));
    },
    options,
  );
