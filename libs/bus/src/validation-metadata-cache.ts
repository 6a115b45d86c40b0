import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Lookup = Storage['getTargetValidationMetadatas'];

const patched = new WeakSet<Storage>();

/**
 * class-validator looks a class's rules up on every validation by scanning every class that has rules (an
 * `instanceof` per class, for inherited rules): with the whole registry's DTOs loaded that scan was ~5 % of a
 * service's CPU on the send API. The rules only change when a decorator registers one (at import), so the lookups
 * without groups are kept per class until the next registration.
 */
export function cacheValidationMetadata(storage: Storage = getMetadataStorage()): void {
  if (patched.has(storage)) return;
  patched.add(storage);
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const cache = new Map<string, Map<unknown, ReturnType<Lookup>>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if (groups?.length) return lookup(target, schema, always, strictGroups, groups);
    const variant = `${schema}|${always}|${strictGroups}`;
    let byTarget = cache.get(variant);
    if (!byTarget) cache.set(variant, (byTarget = new Map()));
    let found = byTarget.get(target);
    if (!found) byTarget.set(target, (found = lookup(target, schema, always, strictGroups, groups)));
    return found;
  };
  for (const name of ['addValidationMetadata', 'addConstraintMetadata', 'addValidationSchema'] as const) {
    const add: (arg: never) => void = storage[name].bind(storage);
    storage[name] = (arg: never) => {
      cache.clear();
      add(arg);
    };
  }
}
