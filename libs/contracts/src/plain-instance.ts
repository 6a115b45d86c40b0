import { defaultMetadataStorage } from 'class-transformer/cjs/storage';

type Class<T> = new () => T;

/**
 * A payload (an event's, a job's, a broadcast's) as an instance of its class, for class-validator: its own fields
 * copied as they are, and only those the class types with `@Type` turned into instances of their class.
 * class-transformer's own walk reads a nested object's `constructor` key as that object's class, so a user-given
 * key named `constructor` (an event property, a merge-tag alias) would crash it; names every object inherits
 * are never copied to the top level.
 */
export function plainInstance<T extends object>(cls: Class<T>, plain: object): T {
  const instance = new cls() as Record<string, unknown>;
  for (const [key, value] of Object.entries(plain)) {
    if (key in Object.prototype) continue;
    const nested = defaultMetadataStorage.findTypeMetadata(cls, key)?.typeFunction() as Class<object> | undefined;
    instance[key] = nested && value !== null && typeof value === 'object' ? nestedInstance(nested, value) : value;
  }
  return instance as T;
}

function nestedInstance(cls: Class<object>, value: object): unknown {
  return Array.isArray(value)
    ? value.map((item: unknown) => (item !== null && typeof item === 'object' ? plainInstance(cls, item) : item))
    : plainInstance(cls, value);
}
