import { CommandError, TextBounds, type UserWebhookCreateRequest } from '@mail/contracts';
import { paramBool, paramId, paramText } from '@mail/values';

import type { ListAccess } from '../lists-access/list-access';
import type { UserWebhookFields, WebhookEvent } from './user-webhook.row';

const EVENTS = new Map<string, WebhookEvent>([
  ['subscription', 'Subscription'],
  ['unsubscription', 'Unsubscription'],
]);

/** WebhookID: `missing` when not given; an id that cannot name a webhook reads as not found (`notFound`). */
export function webhookIdOf(webhookId: unknown, codes: { missing: number; notFound: number }, notFoundMessage = 'Webhook not found'): number {
  const given = paramText(webhookId);
  if (!given) throw new CommandError(codes.missing, 'Missing WebhookID parameter');
  const id = paramId(given);
  if (!id) throw new CommandError(codes.notFound, notFoundMessage);
  return id;
}

/**
 * Name, RelListID, Event and UnsubscribeAll of create and update, checked in the spec's order with the codes of
 * the command (`first` is the code of a missing Name: 1 on create, 2 on update; `tooLong` a Name over its bound,
 * checked after those four: 8 on create, 9 on update). The list's ownership is checked
 * apart (checkList), after the update's not-found check.
 */
export function readWebhookFields(p: UserWebhookCreateRequest, codes: { first: number; tooLong: number }, keepUnsubscribeAll = false): UserWebhookFields {
  const { first } = codes;
  const name = paramText(p.name);
  if (!name) throw new CommandError(first, 'Missing Name parameter');
  const listText = paramText(p.rellistid);
  if (!listText) throw new CommandError(first + 1, 'Missing RelListID parameter');
  const eventText = paramText(p.event);
  if (!eventText) throw new CommandError(first + 2, 'Missing Event parameter');
  const event = EVENTS.get(eventText.toLowerCase());
  if (!event) throw new CommandError(first + 3, "Invalid Event parameter: 'Subscription' or 'Unsubscription'");
  if (name.length > TextBounds.name) throw new CommandError(codes.tooLong, `Name must be at most ${TextBounds.name} characters`);
  return { name, listId: paramId(listText) ?? 0, event, unsubscribeAll: paramBool(p.unsubscribeall, keepUnsubscribeAll) };
}

/** RelListID must name a list of the caller (`code` otherwise). */
export async function checkList(lists: ListAccess, userId: number, fields: UserWebhookFields, code: number): Promise<void> {
  if (!fields.listId || !(await lists.owned(userId, fields.listId))) throw new CommandError(code, 'List not found');
}
