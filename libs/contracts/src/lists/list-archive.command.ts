import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

/** List.Archive: one of the caller's lists leaves the default listings and receives no sends. */
export class ListArchiveRequest {
  @IsPresent(code(1, 'Missing subscriber list id'))
  @Param('List to archive', true)
  subscriberlistid?: string | number;
}

export type ListArchiveReply = Record<string, never>;

export const ListArchive = defineCommand({
  name: 'List.Archive',
  service: 'lists',
  auth: 'user',
  aliases: ['list.archive'],
  request: ListArchiveRequest,
  returns: reply<ListArchiveReply>(),
  reply: '(none)',
  errorStyle: 'array',
  errors: { 1: 'SubscriberListID missing', 2: 'list missing or not the caller’s' },
  summary: "Archive one of the caller's lists (idempotent: the first ArchivedAt stays).",
});
