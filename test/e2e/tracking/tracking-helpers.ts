/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { type ApiResponse, e2eEnv, e2eSql, type SeededUser, seedUser, unique } from '@mail/testing';

import { type Format, succeeded } from '../lists/lists-helpers';

export { FORMATS, type Format, succeeded, waitFor, email } from '../lists/lists-helpers';

export interface TrackingUser {
  user: SeededUser;
  /** /api/v1/<path> with the user's API key as bearer */
  v1(method: string, path: string, params?: Record<string, unknown>, format?: Format): Promise<ApiResponse>;
  /** api.php with Command=<command> and the user's APIKey */
  legacy(command: string, params?: Record<string, unknown>, format?: Format): Promise<ApiResponse>;
  ok(command: string, params?: Record<string, unknown>): Promise<Record<string, any>>;
  list(extra?: Record<string, unknown>): Promise<number>;
  field(listId: number, params?: Record<string, unknown>): Promise<number>;
  subscriberGet(listId: number, emailAddress: string): Promise<ApiResponse>;
}

export async function trackingUser(): Promise<TrackingUser> {
  const { api, adminApiKey } = e2eEnv();
  const user = await seedUser(api, adminApiKey);
  const legacy = (command: string, params: Record<string, unknown> = {}, format?: Format) =>
    api.legacy(command, { APIKey: user.apiKey, ...params }, format ? { format } : {});
  const ok = async (command: string, params: Record<string, unknown> = {}) => {
    const res = await legacy(command, params);
    if (!succeeded(res)) throw new Error(`${command} failed: ${res.status} ${res.text}`);
    return res.body as Record<string, any>;
  };
  const list = async (extra: Record<string, unknown> = {}) => {
    const id = Number((await ok('List.Create', { SubscriberListName: unique('list') })).ListID);
    if (Object.keys(extra).length) await ok('List.Update', { SubscriberListID: id, ...extra });
    return id;
  };
  return {
    user,
    v1: (method, path, params = {}, format) => api.v1(method, path, params, { bearer: user.apiKey, ...(format ? { format } : {}) }),
    legacy,
    ok,
    list,
    field: async (listId, params = {}) =>
      Number((await ok('CustomField.Create', { SubscriberListID: listId, FieldName: unique('field'), FieldType: 'Single line', ...params })).CustomFieldID),
    subscriberGet: (listId, emailAddress) => legacy('Subscriber.Get', { ListID: listId, EmailAddress: emailAddress }),
  };
}

/** The first error code of a v1 failure, JSON or XML. */
export function v1Code(res: ApiResponse): number | undefined {
  const errors = res.body?.Errors;
  if (!errors) return undefined;
  const first = Array.isArray(errors) ? errors[0] : (errors.node_0 ?? errors);
  return first === undefined ? undefined : Number(first.Code);
}

/** The first error code of a legacy envelope. */
export function legacyCode(res: ApiResponse): number {
  const code = res.body?.ErrorCode;
  return Number(Array.isArray(code) ? code[0] : typeof code === 'object' && code ? (code.node_0 ?? Object.values(code)[0]) : code);
}

export const sql = e2eSql;

export const storedEvents = async (listId: number, where = 'TRUE', params: unknown[] = []) =>
  Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM "tracking"."website_event" WHERE "list_id" = $1 AND ${where}`, [listId, ...params]))[0].n);
