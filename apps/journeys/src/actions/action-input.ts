import { isGiven, paramText } from '@mail/values';

import { fail } from '../common/errors';
import { jsonParam } from '../common/params';
import { bool } from './action-fields';
import { ACTION_SCHEMAS } from './action-schema';
import { ACTION_TYPES, type ActionSpec, type ActionType, BRANCHES } from './action-spec';

type Obj = Record<string, unknown>;

/**
 * Reads the Actions parameter (a JSON array or its text; keys lower-cased by the edge). Code 3: not an array of
 * objects, an unknown Action, a malformed ActionID; code 4: an invalid parameter. Messages name the action
 * (its position, 1-based, with the branch path) and the field.
 */
export function readActions(value: unknown): ActionSpec[] {
  const list = jsonParam(value);
  if (!Array.isArray(list)) throw fail(3, 'Actions must be an array of action objects');
  return readSequence(list, 'Action ');
}

function readSequence(list: unknown[], path: string): ActionSpec[] {
  return list.map((item, i) => readAction(item, `${path}#${i + 1}`));
}

function readAction(item: unknown, name: string): ActionSpec {
  if (!item || typeof item !== 'object' || Array.isArray(item)) throw fail(3, `${name} is not an action object`);
  const a = item as Obj;
  const type = ACTION_TYPES.find((t) => t.toLowerCase() === paramText(a.action).toLowerCase());
  if (!type) throw fail(3, `${name}: Action '${paramText(a.action)}' is not an action type`);
  const label = `${name} (${type})`;
  const actionId = readActionId(a.actionid, label);
  const nested = a.actionparameters && typeof a.actionparameters === 'object' ? (a.actionparameters as Obj) : {};
  const given: Obj = { ...a, ...nested };
  const params: Obj = {};
  for (const [field, rule] of Object.entries(ACTION_SCHEMAS[type])) {
    const result = rule(given[field.toLowerCase()]);
    if (result.error) throw fail(4, `${label}: ${field} ${result.error}`);
    if (result.value !== undefined) params[field] = result.value;
  }
  const published = isGiven(a.published) ? bool(a.published) : { value: false };
  if (published.error) throw fail(4, `${label}: Published ${published.error}`);
  const spec: ActionSpec = { actionId, type, params, notes: paramText(a.notes), published: published.value as boolean, label };
  const branchNames = BRANCHES[type];
  if (branchNames) spec.branches = readBranches(given.actions, branchNames, label);
  return spec;
}

function readActionId(value: unknown, label: string): number | undefined {
  if (!isGiven(value) || value === '' || value === 'null') return undefined;
  const text = paramText(value);
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw fail(3, `${label}: ActionID must be null or one of the journey's action ids`);
  return Number(text);
}

function readBranches(value: unknown, [yes, no]: [string, string], label: string): [ActionSpec[], ActionSpec[]] {
  const branches = (jsonParam(value) ?? {}) as Obj;
  if (typeof branches !== 'object' || Array.isArray(branches)) throw fail(4, `${label}: Actions must be {${yes}: [], ${no}: []}`);
  const read = (branch: string): ActionSpec[] => {
    const list = branches[branch.toLowerCase()] ?? [];
    if (!Array.isArray(list)) throw fail(4, `${label}: Actions.${branch} must be an array`);
    return readSequence(list, `${label} ${branch} `);
  };
  return [read(yes), read(no)];
}

/** Every action of the list, nested ones too (each before its branches' actions). */
export function everyAction(actions: ActionSpec[]): ActionSpec[] {
  return actions.flatMap((a) => [a, ...(a.branches ?? []).flatMap(everyAction)]);
}

/** Every ActionID the list names, nested ones too. */
export function namedActionIds(actions: ActionSpec[]): number[] {
  return actions.flatMap((a) => [...(a.actionId ? [a.actionId] : []), ...(a.branches ?? []).flatMap(namedActionIds)]);
}

export type { ActionType };
