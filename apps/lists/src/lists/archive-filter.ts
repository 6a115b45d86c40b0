import { paramText } from '@mail/values';

/** which lists a listing shows by archive state */
export type ArchiveFilter = 'active' | 'archived' | 'all';

const ARCHIVE_WHERE: Record<ArchiveFilter, string> = {
  active: `l."archived_at" IS NULL`,
  archived: `l."archived_at" IS NOT NULL`,
  all: 'TRUE',
};

/** the Archived parameter: active (default), archived, or all (true/yes/1 also mean all, as Lists.Get reads it) */
export function archiveFilter(value: unknown): ArchiveFilter {
  const text = paramText(value).toLowerCase();
  if (text === 'archived') return 'archived';
  if (text === 'all' || /^(true|yes|1)$/.test(text)) return 'all';
  return 'active';
}

/** the WHERE part of an archive filter over the list aliased `l` */
export function archiveWhere(filter: ArchiveFilter): string {
  return ARCHIVE_WHERE[filter];
}
