import type { ApiClient } from '@mail/testing';

import type { Call, Write } from './write-load';

/**
 * The writes the kill tests run under load, one per service that owns data, and how to count what
 * landed. A new service adds its own write here (and its count) when it is built.
 */
export function listCreate(apiKey: string): Write {
  return {
    kind: 'list',
    send: (api, key) => api.legacy('List.Create', { APIKey: apiKey, SubscriberListName: key }),
    id: (res) => (res.body?.Success ? Number(res.body.ListID) : undefined),
  };
}

export function userCreate(adminApiKey: string): Write {
  return {
    kind: 'user',
    send: (api, key) => api.legacy('User.Create', { AdminAPIKey: adminApiKey, Username: key, Password: `Pw-${key}-x1`, EmailAddress: `${key}@example.com` }),
    id: (res) => (res.body?.Success ? Number(res.body.UserID) : undefined),
  };
}

export function subscriberCreate(apiKey: string, listId: number): Write {
  return {
    kind: 'sub',
    send: (api, key) => api.legacy('Subscriber.Create', { APIKey: apiKey, ListID: listId, EmailAddress: `${key}@example.com` }),
    id: (res) => (res.body?.Success ? Number(res.body.SubscriberID) : undefined),
  };
}

/** How many times each list name exists for the user (paged: all lists at once may exceed the bus's message size). */
export async function countLists(api: ApiClient, apiKey: string): Promise<Map<string, number>> {
  const names: string[] = [];
  for (let from = 0; ; from += 200) {
    const res = await api.legacy('Lists.Get', { APIKey: apiKey, RecordsPerRequest: 200, RecordsFrom: from, OrderField: 'ListID' });
    if (!res.body?.Success) throw new Error(`Lists.Get failed: ${res.text.slice(0, 200)}`);
    const page = (res.body.Lists as { ListName: string }[]).map((l) => l.ListName);
    names.push(...page);
    if (page.length < 200) break;
  }
  return countBy(names);
}

/** How many users carry each username starting with `prefix`. */
export async function countUsers(api: ApiClient, adminApiKey: string, prefix: string): Promise<Map<string, number>> {
  const names: string[] = [];
  for (let from = 0; ; from += 500) {
    const res = await api.legacy('Users.Get', {
      AdminAPIKey: adminApiKey,
      RecordsPerRequest: 500,
      RecordsFrom: from,
      SearchField: 'Username',
      SearchKeyword: prefix,
    });
    if (!res.body?.Success) throw new Error(`Users.Get failed: ${res.text.slice(0, 200)}`);
    const page = (res.body.Users as { Username: string }[]).map((u) => u.Username);
    names.push(...page);
    if (page.length < 500) break;
  }
  return countBy(names);
}

function countBy(names: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

/**
 * What the bar forbids: a success that did not land exactly once, a failure that landed, anything
 * landing twice. Hard failures and unanswered calls may have landed once or not at all.
 */
export function lostOrDuplicated(calls: Call[], counts: Map<string, number>): string[] {
  const problems: string[] = [];
  for (const call of calls) {
    const n = counts.get(call.key) ?? 0;
    if (call.outcome === 'success' && n !== 1) problems.push(`${call.key}: answered success, exists ${n} times`);
    else if (call.outcome === 'failure' && n !== 0) problems.push(`${call.key}: answered a handler error, exists ${n} times`);
    else if (n > 1) problems.push(`${call.key}: ${call.outcome}, exists ${n} times`);
  }
  return problems;
}
