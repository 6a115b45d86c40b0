/**
 * `record[key]` when the record holds `key` itself, else undefined: a client-given key (a merge tag, a field name)
 * never reaches what every object inherits (`constructor`, `toString`, `__proto__`).
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
