/** The short link's merge tag in a campaign's message. */
export const LINK_TAG = '%Link%';

/**
 * A recipient's text: `%Subscriber:CustomField<ID>%` or `%Subscriber:<alias>%` (case-insensitive) take the member's
 * value ('' when none), `%Link%` the recipient's short link.
 */
export function personalise(message: string, fields: Record<string, string>, aliases: Record<string, string>, link: string): string {
  const byAlias = new Map(Object.entries(aliases).map(([alias, key]) => [alias.toLowerCase(), key]));
  return message
    .replace(/%Subscriber:([^%\s]+)%/gi, (_, name: string) => {
      const key = /^customfield\d+$/i.test(name) ? `CustomField${name.slice(11)}` : byAlias.get(name.toLowerCase());
      return key ? (fields[key] ?? '') : '';
    })
    .replace(/%Link%/gi, link);
}
