import { TextBounds } from '@mail/contracts';
import { paramText } from '@mail/values';

import { fail } from '../common/errors';

/** A journey name is bounded as every stored name (TextBounds.name), its notes at most 10,000. */
export const NAME_MAX = TextBounds.name;
export const NOTES_MAX = 10_000;

/** Name and Notes of create and update: 12 a Name too long, 13 Notes too long (HTTP 422). */
export function journeyName(value: unknown): string {
  const name = paramText(value);
  if (name.length > NAME_MAX) throw fail(12, `Name must be at most ${NAME_MAX} characters`);
  return name;
}

export function journeyNotes(value: unknown): string {
  const notes = paramText(value);
  if (notes.length > NOTES_MAX) throw fail(13, `Notes must be at most ${NOTES_MAX} characters`);
  return notes;
}
