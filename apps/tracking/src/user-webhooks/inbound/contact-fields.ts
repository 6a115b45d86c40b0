import type { ListFieldInfo } from '@mail/contracts';

/**
 * Custom field values addressed by merge-tag alias or `CustomField<ID>` (names lower-cased), as `customfield<ID>`
 * parameters of the list's fields; when both address one field the alias wins; other keys are dropped.
 */
export function fieldParams(values: Map<string, string>, fields: ListFieldInfo[]): Record<string, string> {
  const byColumn = new Map(fields.map((f) => [`customfield${f.id}`, f.id]));
  const byAlias = new Map(fields.filter((f) => f.mergeTagAlias).map((f) => [f.mergeTagAlias.toLowerCase(), f.id]));
  const out: Record<string, string> = {};
  for (const [key, value] of values) {
    const id = byColumn.get(key);
    if (id !== undefined && !byAliasHas(values, fields, id)) out[`customfield${id}`] = value;
  }
  for (const [key, value] of values) {
    const id = byAlias.get(key);
    if (id !== undefined) out[`customfield${id}`] = value;
  }
  return out;
}

function byAliasHas(values: Map<string, string>, fields: ListFieldInfo[], id: number): boolean {
  const alias = fields.find((f) => f.id === id)?.mergeTagAlias.toLowerCase();
  return !!alias && values.has(alias);
}
