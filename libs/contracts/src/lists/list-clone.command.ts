import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

/** List.Clone: a new, empty list with the source list's settings and (by default) copies of its custom fields. */
export class ListCloneRequest {
  @IsPresent(code(1, 'Missing subscriber list id'))
  @Param('List to copy', true)
  subscriberlistid?: string | number;

  @IsPresent(code(2, 'Missing list name'))
  @Param('Name of the new list', true)
  name?: string;

  @Param('Copy the custom fields too (default true)')
  includecustomfields?: string | boolean;
}

export interface ListCloneReply {
  ListID: number;
  CustomFieldsCloned: number;
}

export const ListClone = defineCommand({
  name: 'List.Clone',
  service: 'lists',
  auth: 'user',
  aliases: ['list.clone'],
  v1: { methods: ['POST'], path: 'list.clone' },
  request: ListCloneRequest,
  returns: reply<ListCloneReply>(),
  reply: 'ListID, CustomFieldsCloned',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'SubscriberListID missing', httpStatus: 422 },
    2: { meaning: 'Name missing, or the source list missing or not the caller’s', httpStatus: 422 },
    3: { meaning: 'list quota reached', httpStatus: 403 },
    4: { meaning: 'cloning failed; the new list was removed', httpStatus: 500 },
  },
  summary: 'Copy a list (settings and custom fields, no subscribers).',
});
