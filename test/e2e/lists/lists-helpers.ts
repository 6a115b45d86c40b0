import { apiUser, type ApiResponse, type ApiUser, e2eEnv, type SeededUser, seedUser, unique } from '@mail/testing';

export { succeeded } from '@mail/testing';

export const FORMATS = ['JSON', 'XML'] as const;
export type Format = (typeof FORMATS)[number];

/** ErrorCode as a list of numbers whatever its shape (scalar, array, keyed) and format. */
export function codes(res: ApiResponse): (number | string)[] {
  const code = res.body?.ErrorCode;
  const one = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : (v as number | string));
  if (code === undefined || code === null) return [];
  if (typeof code !== 'object') return [one(code)];
  return Object.values(code as Record<string, unknown>).flatMap((v) => (v && typeof v === 'object' ? Object.values(v).map(one) : [one(v)]));
}

/** `{param: code}` of a keyed failure */
export function keyed(res: ApiResponse): Record<string, number | string> {
  const code = res.body?.ErrorCode as Record<string, unknown>;
  return Object.fromEntries(Object.entries(code ?? {}).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : (v as string)]));
}

export interface ListsUser extends ApiUser {
  user: SeededUser;
  list(name?: string): Promise<number>;
  subscriber(listId: number, email?: string, extra?: Record<string, unknown>): Promise<number>;
}

export async function listsUser(): Promise<ListsUser> {
  const { api, adminApiKey } = e2eEnv();
  const user = await seedUser(api, adminApiKey);
  const { call, ok } = apiUser(api, user.apiKey);
  return {
    user,
    call,
    ok,
    list: async (name = unique('list')) => Number((await ok('List.Create', { SubscriberListName: name })).ListID),
    subscriber: async (listId, email = `${unique('s')}@example.com`, extra = {}) =>
      Number((await ok('Subscriber.Create', { ListID: listId, EmailAddress: email, ...extra })).SubscriberID),
  };
}

export const email = (prefix = 's') => `${unique(prefix)}@example.com`;

/** reads until `done` holds or the time is up, then answers the last value (the caller's assertion says what was wrong) */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}
