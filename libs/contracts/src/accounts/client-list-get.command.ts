import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import type { ClientListSummary } from './client-lists-get.command';

/** client.list.get: one list assigned to the client session, with its statistics. */
export class ClientListGetRequest {
  @IsNotEmpty(code(1, 'Missing list id'))
  @Param('List to read (one assigned to the client)', true)
  listid!: string | number;
}

export interface ClientListGetReply {
  List: ClientListSummary & { SubscriberCount: number; Statistics: Record<string, number> };
}

export const ClientListGet = defineCommand({
  name: 'client.list.get',
  service: 'accounts',
  auth: 'client',
  request: ClientListGetRequest,
  returns: reply<ClientListGetReply>(),
  reply: 'List',
  errorStyle: 'array',
  errors: { 1: 'missing ListID', 2: 'the list is not assigned to this client or does not exist' },
  summary: 'For a logged-in client, one assigned list with its statistics. Deprecated by the vendor.',
});
