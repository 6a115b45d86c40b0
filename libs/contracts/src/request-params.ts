import { getMetadataStorage, ValidateBy, type ValidationOptions } from 'class-validator';

import type { RequestClass } from './define-command';
import type { RuleContext } from './validation';

/** required: `*` in the spec; 'cond' when the spec marks it conditionally required. */
export interface ParamDoc {
  name: string;
  description: string;
  required: boolean | 'cond';
}

export interface ParamRule extends ParamDoc {
  /** codes the request DTO itself answers for this parameter, in rule order */
  rules: RuleContext[];
}

const DOCS = new WeakMap<object, ParamDoc[]>();

/**
 * Declares one request parameter (lower-cased, as the edge delivers it) for the docs. Validation
 * rules stay class-validator decorators next to it; this records only what a reader needs to know.
 */
export function Param(description = '', required: boolean | 'cond' = false): PropertyDecorator {
  return (target, key) => {
    const own = DOCS.get(target) ?? [];
    own.push({ name: String(key), description, required });
    DOCS.set(target, own);
  };
}

/** Every documented parameter of a request DTO, base classes first, with the codes its rules answer. */
export function paramsOf(requestClass: RequestClass): ParamRule[] {
  const chain: object[] = [];
  for (let proto = requestClass.prototype as object | null; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null)
    chain.unshift(proto);
  const docs = new Map<string, ParamDoc>();
  for (const proto of chain) for (const doc of DOCS.get(proto) ?? []) docs.set(doc.name, doc);
  const metadata = getMetadataStorage().getTargetValidationMetadatas(requestClass, '', true, false);
  return [...docs.values()].map((doc) => ({
    ...doc,
    rules: metadata
      .filter((m) => m.propertyName === doc.name && (m.context as RuleContext | undefined)?.code !== undefined)
      .map((m) => m.context as RuleContext),
  }));
}

/**
 * Present the way services read a parameter: not null/undefined and not blank once trimmed
 * (objects and arrays count as present). Unlike `IsNotEmpty`, `'  '` is missing.
 */
export function IsPresent(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isPresent', validator: { validate: (value: unknown) => isPresent(value) } }, options);
}

export function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}

/** A positive integer id the way services read one: a safe integer, or 1 to 15 digits (surrounding spaces ignored). */
export function IsPositiveId(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isPositiveId', validator: { validate: (value: unknown) => isPositiveId(value) } }, options);
}

export function isPositiveId(value: unknown): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return /^\d{1,15}$/.test(text) && Number(text) > 0;
}

/** At least one positive id in a comma-separated string, an array or an object of ids (as services read `ids`). */
export function HasPositiveIds(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'hasPositiveIds', validator: { validate: (value: unknown) => hasPositiveIds(value) } }, options);
}

export function hasPositiveIds(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(isPositiveId);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(isPositiveId);
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  return String(value).split(',').some(isPositiveId);
}
