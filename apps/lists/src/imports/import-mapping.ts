/**
 * Which source column feeds which subscriber attribute. Targets: EmailAddress, Status, SubscriptionDate,
 * SubscriptionIP, OptInDate, BounceType, CustomField<ID>. Columns are named by header (case-insensitive) or
 * by zero-based index. Without a Mapping, headers are matched to targets and to custom field names.
 */
export type ImportTarget = 'EmailAddress' | 'Status' | 'SubscriptionDate' | 'SubscriptionIP' | 'OptInDate' | 'BounceType' | `CustomField${number}`;

// a Map: the name is a column header or mapping the client gave (a header `constructor` names nothing)
const TARGET_ALIASES = new Map<string, ImportTarget>([
  ['email', 'EmailAddress'],
  ['emailaddress', 'EmailAddress'],
  ['status', 'Status'],
  ['subscriptionstatus', 'Status'],
  ['subscriptiondate', 'SubscriptionDate'],
  ['subscriptionip', 'SubscriptionIP'],
  ['optindate', 'OptInDate'],
  ['bouncetype', 'BounceType'],
]);

export function resolveTarget(name: string, fields: { id: number; name: string }[]): ImportTarget | undefined {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const alias = TARGET_ALIASES.get(key);
  if (alias) return alias;
  const m = /^customfield(\d+)$/.exec(key);
  if (m && fields.some((f) => f.id === Number(m[1]))) return `CustomField${Number(m[1])}`;
  const byName = fields.find((f) => f.name.toLowerCase().replace(/[^a-z0-9]/g, '') === key);
  return byName ? `CustomField${byName.id}` : undefined;
}

/** column index → target, from the Mapping option and/or the header row */
export function columnTargets(
  mapping: Record<string, string> | undefined,
  header: string[] | undefined,
  fields: { id: number; name: string }[],
): { targets: Map<number, ImportTarget>; invalid?: string } {
  const targets = new Map<number, ImportTarget>();
  if (mapping && Object.keys(mapping).length) {
    for (const [column, targetName] of Object.entries(mapping)) {
      const target = resolveTarget(String(targetName), fields);
      if (!target) return { targets, invalid: `Unknown mapping target '${String(targetName)}'` };
      const index = /^\d+$/.test(column) ? Number(column) : (header ?? []).findIndex((h) => h.trim().toLowerCase() === column.trim().toLowerCase());
      if (index < 0) return { targets, invalid: `Mapped column '${column}' is not in the header` };
      targets.set(index, target);
    }
  } else if (header) {
    header.forEach((h, i) => {
      const target = resolveTarget(h.trim(), fields);
      if (target) targets.set(i, target);
    });
  } else {
    targets.set(0, 'EmailAddress');
  }
  if (![...targets.values()].includes('EmailAddress')) return { targets, invalid: 'No column is mapped to EmailAddress' };
  return { targets };
}
