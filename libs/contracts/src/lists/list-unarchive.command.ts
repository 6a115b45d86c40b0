import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

/** List.Unarchive: an archived list returns to the active state. */
export class ListUnarchiveRequest {
  @IsPresent(code(1, 'Missing subscriber list id'))
  @Param('List to restore', true)
  subscriberlistid?: string | number;
}

export type ListUnarchiveReply = Record<string, never>;

export const ListUnarchive = defineCommand({
  name: 'List.Unarchive',
  service: 'lists',
  auth: 'user',
  aliases: ['list.unarchive'],
  request: ListUnarchiveRequest,
  returns: reply<ListUnarchiveReply>(),
  reply: '(none)',
  errorStyle: 'array',
  errors: { 1: 'SubscriberListID missing', 2: 'list missing or not the caller’s' },
  summary: "Restore an archived list of the caller's.",
});
