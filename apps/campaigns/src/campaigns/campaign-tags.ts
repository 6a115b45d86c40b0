import { isPresent, listOf } from '@mail/contracts';

/** The `Tags` extension of Campaign.Create and .Update: names, distinct case-insensitively; undefined when not given. */
export function tagNamesOf(value: unknown): string[] | undefined {
  if (!isPresent(value)) return undefined;
  const seen = new Map<string, string>();
  for (const name of listOf(value)) if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  return [...seen.values()];
}
