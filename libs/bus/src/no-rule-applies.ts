import { ValidationTypes, getMetadataStorage } from 'class-validator';

type Metadatas = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>;
type Condition = (object: object, value: unknown) => boolean;
/** a class's properties with rules, each with its conditions; null when some property's rules run unconditionally */
type Plan = { property: string; conditions: Condition[] }[] | null;

const plans = new WeakMap<Metadatas, Plan>();

function planOf(metadatas: Metadatas): Plan {
  let plan = plans.get(metadatas);
  if (plan !== undefined) return plan;
  const byProperty = new Map<string, Condition[]>();
  for (const metadata of metadatas) {
    const conditions = byProperty.get(metadata.propertyName) ?? [];
    if (metadata.type === ValidationTypes.CONDITIONAL_VALIDATION) conditions.push(metadata.constraints[0] as Condition);
    byProperty.set(metadata.propertyName, conditions);
  }
  const properties = [...byProperty].map(([property, conditions]) => ({ property, conditions }));
  plan = properties.every((p) => p.conditions.length) ? properties : null;
  plans.set(metadatas, plan);
  return plan;
}

/**
 * Whether class-validator would skip every rule of `instance`'s class: each property with rules has a condition
 * (`@IsOptional`, `@ValidateIf`) that is false for this instance, so validateSync (no groups, no whitelist) could only
 * answer no error. The conditions are evaluated as class-validator does (all of them, per property); anything else
 * runs the validation. Most requests send none of a command's optional parameters: they skip class-validator's
 * per-request error objects and lookups.
 */
export function noRuleApplies(instance: object): boolean {
  // the same lookup as validateSync's (no schema, groups or `always`): cached per class by validation-metadata-cache
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(instance.constructor, undefined as unknown as string, false, false, undefined);
  const plan = planOf(metadatas);
  if (!plan) return false;
  for (const { property, conditions } of plan) {
    const value = (instance as Record<string, unknown>)[property];
    let applies = true;
    for (const condition of conditions) applies = condition(instance, value) && applies;
    if (applies) return false;
  }
  return true;
}
