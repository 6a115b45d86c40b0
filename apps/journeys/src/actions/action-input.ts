import { isGiven, paramText } from '@mail/values';

import { fail } from '../common/errors';
import { holdsUnstorableText, jsonParam } from '../common/params';
import { BOUNDS, bool } from './action-fields';
import { ACTION_SCHEMAS } from './action-schema';
import { ACTION_TYPES, type ActionSpec, type ActionType, BRANCHES } from './action-spec';

type Obj = Record<string, unknown>;

/** at most this many actions in a journey, branches included, and Decisions nested this deep */
const MAX_ACTIONS = 500;
const MAX_NESTING = 16;

/**
 * Reads the Actions parameter in every encoding the edge accepts: a JSON array (a JSON body), its JSON text (a form
 * or query value), or form bracket keys (`Actions[0][Action]=Wait`); keys in any case (`Action`, `action`,
 * `ActionType`; lower-cased by the edge, or here for JSON text). Code 3: not an array of objects, too many actions
 * or too deeply nested, an unknown Action, a malformed ActionID; code 4: an invalid parameter (out of bounds, or
 * text no database can store). Messages name the action (its position, 1-based, with the branch path) and the field.
 */
export function readActions(value: unknown): ActionSpec[] {
  const list = listOf(jsonParam(value));
  if (!list) throw fail(3, 'Actions must be an array of action objects');
  const actions = readSequence(list, 'Action ', 0);
  if (everyAction(actions).length > MAX_ACTIONS) throw fail(3, `Actions must hold at most ${MAX_ACTIONS} actions, branches included`);
  return actions;
}

/** an array, or an object keyed by position (`Actions[0]…` bracket keys whose positions are not 0, 1, 2…) */
function listOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (!value || typeof value !== 'object') return undefined;
  const keys = Object.keys(value);
  if (!keys.length || !keys.every((k) => /^\d+$/.test(k))) return undefined;
  return keys.sort((x, y) => Number(x) - Number(y)).map((k) => (value as Obj)[k]);
}

function readSequence(list: unknown[], path: string, depth: number): ActionSpec[] {
  if (list.length > MAX_ACTIONS) throw fail(3, `Actions must hold at most ${MAX_ACTIONS} actions, branches included`);
  return list.map((item, i) => readAction(item, `${path}#${i + 1}`, depth));
}

function readAction(item: unknown, name: string, depth: number): ActionSpec {
  if (!item || typeof item !== 'object' || Array.isArray(item)) throw fail(3, `${name} is not an action object`);
  const a = item as Obj;
  const typeName = paramText(a.action ?? a.actiontype);
  const type = ACTION_TYPES.find((t) => t.toLowerCase() === typeName.toLowerCase());
  if (!type) throw fail(3, `${name}: Action '${typeName}' is not an action type`);
  const label = `${name} (${type})`;
  const actionId = readActionId(a.actionid, label);
  const nested = jsonParam(a.actionparameters);
  const given: Obj = { ...a, ...(nested && typeof nested === 'object' && !Array.isArray(nested) ? (nested as Obj) : {}) };
  const params: Obj = {};
  for (const [field, rule] of Object.entries(ACTION_SCHEMAS[type])) {
    const value = given[field.toLowerCase()];
    if (holdsUnstorableText(value)) throw fail(4, `${label}: ${field} holds a NUL or a lone UTF-16 surrogate`);
    const result = rule(value);
    if (result.error) throw fail(4, `${label}: ${field} ${result.error}`);
    if (result.value !== undefined) params[field] = result.value;
  }
  const published = isGiven(a.published) ? bool(a.published) : { value: false };
  if (published.error) throw fail(4, `${label}: Published ${published.error}`);
  const spec: ActionSpec = { actionId, type, params, notes: readNotes(a.notes, label), published: published.value as boolean, label };
  const branchNames = BRANCHES[type];
  if (branchNames) {
    if (depth >= MAX_NESTING) throw fail(3, `${label}: Decisions may be nested at most ${MAX_NESTING} deep`);
    spec.branches = readBranches(given.actions, branchNames, label, depth + 1);
  }
  return spec;
}

function readNotes(value: unknown, label: string): string {
  const notes = paramText(value);
  if (holdsUnstorableText(notes)) throw fail(4, `${label}: Notes holds a NUL or a lone UTF-16 surrogate`);
  if (notes.length > BOUNDS.text) throw fail(4, `${label}: Notes must be at most ${BOUNDS.text} characters`);
  return notes;
}

function readActionId(value: unknown, label: string): number | undefined {
  if (!isGiven(value) || value === '' || value === 'null') return undefined;
  const text = paramText(value);
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw fail(3, `${label}: ActionID must be null or one of the journey's action ids`);
  return Number(text);
}

function readBranches(value: unknown, [yes, no]: [string, string], label: string, depth: number): [ActionSpec[], ActionSpec[]] {
  const branches = (jsonParam(value) ?? {}) as Obj;
  if (typeof branches !== 'object' || Array.isArray(branches)) throw fail(4, `${label}: Actions must be {${yes}: [], ${no}: []}`);
  const read = (branch: string): ActionSpec[] => {
    const list = listOf(branches[branch.toLowerCase()] ?? []);
    if (!list) throw fail(4, `${label}: Actions.${branch} must be an array`);
    return readSequence(list, `${label} ${branch} `, depth);
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
