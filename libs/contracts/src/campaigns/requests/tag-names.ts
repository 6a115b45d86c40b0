import { listOf } from './param-values';

/** The longest campaign tag name (the `Tags` extension of Campaign.Create and .Update). */
export const TAG_NAME_MAX = 100;

/** Whether every name of a `Tags` parameter fits (an absent one does). */
export const tagNamesFit = (value: unknown): boolean => listOf(value).every((name) => name.length <= TAG_NAME_MAX);
