import type { CustomFieldRow } from '../../custom-fields/custom-field.row';

/**
 * event.track's IdentifyProperties as `customfield<id>` parameters of Subscriber.Create: a key names a field of
 * the list (or a global one of its owner) by merge-tag alias or by `CustomField<ID>`, in any casing; when both
 * name one field the alias wins; keys naming nothing are dropped (and reported), never applied elsewhere.
 */
export function identifyFieldParams(given: Record<string, unknown>, fields: CustomFieldRow[]): { params: Record<string, string>; dropped: string[] } {
  const byColumn = new Map(fields.map((f) => [`customfield${f.id}`, Number(f.id)]));
  const byAlias = new Map(fields.filter((f) => f.merge_tag_alias).map((f) => [f.merge_tag_alias.toLowerCase(), Number(f.id)]));
  const fromColumn = new Map<number, string>();
  const fromAlias = new Map<number, string>();
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(given)) {
    const name = key.trim().toLowerCase();
    const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    const alias = byAlias.get(name);
    const column = byColumn.get(name);
    if (alias !== undefined) fromAlias.set(alias, text);
    else if (column !== undefined) fromColumn.set(column, text);
    else dropped.push(key);
  }
  const params: Record<string, string> = {};
  for (const [id, text] of fromColumn) params[`customfield${id}`] = text;
  for (const [id, text] of fromAlias) params[`customfield${id}`] = text;
  return { params, dropped };
}
