import { ValidateBy, type ValidationOptions } from 'class-validator';

import { isPositiveId, isPresent } from '../../request-params';
import { canonicalOf } from './param-values';

/**
 * Rules of the campaigns request DTOs. Every rule passes an absent (or blank) optional parameter, because old
 * clients send every parameter and leave the unused ones empty; `IsPresent` is the rule that makes one required.
 *
 * Order: validateParams answers the first failing rule, parameters in declaration order. Within one parameter
 * class-validator runs the rule nearest the property first, so a parameter with several rules lists them in
 * `InOrder(...)`, which reads top-down.
 */
export type RequestParams = Record<string, unknown>;
export type RuleTest = (value: unknown, params: RequestParams) => boolean;

export function Rule(name: string, test: RuleTest, options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name, validator: { validate: (value, args) => test(value, (args?.object ?? {}) as RequestParams) } }, options);
}

/** Applies rules so that the first listed is checked first. */
export function InOrder(...rules: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const rule of rules) rule(target, key);
  };
}

/** Passes an absent parameter; a given one must satisfy `valid`. */
export const ifGiven =
  (valid: (value: unknown) => boolean): RuleTest =>
  (value) =>
    !isPresent(value) || valid(value);

/** Required when `when` holds for the request; a given value must satisfy `valid`. */
export const requiredWhen =
  (when: (params: RequestParams) => boolean, valid: (value: unknown) => boolean = () => true): RuleTest =>
  (value, params) =>
    isPresent(value) ? valid(value) : !when(params);

/** An optional id: absent, or a positive integer. */
export function OptionalId(options: ValidationOptions): PropertyDecorator {
  return Rule('optionalId', ifGiven(isPositiveId), options);
}

/** An optional value of a set, matched case-insensitively (aliases map older spellings). */
export function OneOf<T extends string>(values: readonly T[], options: ValidationOptions, aliases?: Readonly<Record<string, T>>): PropertyDecorator {
  return Rule(
    'oneOf',
    ifGiven((value) => canonicalOf(values, value, aliases) !== undefined),
    options,
  );
}

/** Whether the request's `name` parameter is `expected` (case-insensitively). */
export const paramIs =
  (name: string, expected: string) =>
  (params: RequestParams): boolean => {
    const value = params[name];
    return typeof value === 'string' && value.trim().toLowerCase() === expected.toLowerCase();
  };
