import type { ListFieldInfo } from '@mail/contracts';

/** merge-tag alias → `CustomField<id>`, for the list's fields that have one (a preview's and a journey web view's) */
export function mergeTagAliasesOf(fields: readonly ListFieldInfo[]): Record<string, string> {
  return Object.fromEntries(fields.filter((f) => f.mergeTagAlias).map((f) => [f.mergeTagAlias, `CustomField${f.id}`]));
}
