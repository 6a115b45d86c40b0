/**
 * `%Subscriber:<name>%` merge tags filled from a subscriber's personalisation values (as lists' audience page answers
 * them: `CustomField<ID>`, SubscriptionDate, SubscriptionIP, OptInDate) or through the user's merge-tag aliases
 * (alias → `CustomField<ID>`), names matched case-insensitively; a field without a value is ''. `known` answers the
 * tags the caller fills itself (e.g. the address and ids), first; a name nothing knows becomes `unknown(tag)` ('').
 */
export function fillSubscriberTags(
  text: string,
  values: { fields: Record<string, string>; aliases: Record<string, string> },
  options: { known?: (name: string) => string | undefined; unknown?: (tag: string) => string } = {},
): string {
  const byName = new Map(Object.entries(values.fields).map(([name, value]) => [name.toLowerCase(), value]));
  const byAlias = new Map(Object.entries(values.aliases).map(([alias, field]) => [alias.toLowerCase(), field.toLowerCase()]));
  return text.replace(/%Subscriber:([^%\s]+)%/gi, (tag: string, name: string) => {
    const own = options.known?.(name);
    if (own !== undefined) return own;
    const key = name.toLowerCase();
    if (/^customfield\d+$/.test(key)) return byName.get(key) ?? '';
    const field = byAlias.get(key);
    if (field !== undefined) return byName.get(field) ?? '';
    return byName.get(key) ?? options.unknown?.(tag) ?? '';
  });
}
