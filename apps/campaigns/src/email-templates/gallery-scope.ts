import type { Caller } from '@mail/kit';

import type { GalleryScope } from './email-templates.repository';

/** An administrator (acting for no user) sees the whole gallery; anyone else acts as their user. */
export function galleryScopeOf(caller: Caller): GalleryScope {
  return caller.isAdmin && caller.actingUserId === undefined ? { admin: true } : { admin: false, userId: caller.userId };
}

/** Comma-separated ids, the entries that are ids (blank and malformed ones are skipped). */
export function idsOf(value: unknown): number[] {
  return [
    ...new Set(
      String(value)
        .split(',')
        .map((part) => part.trim())
        .filter((part) => /^\d{1,15}$/.test(part))
        .map(Number)
        .filter((id) => id > 0),
    ),
  ];
}
