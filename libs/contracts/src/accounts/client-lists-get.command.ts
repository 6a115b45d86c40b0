import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** client.lists.get: no parameters besides the client session. */
export class ClientListsGetRequest {}

export interface ClientListSummary {
  ListID: number;
  Name: string;
  RelOwnerUserID: number;
}

export interface ClientListsGetReply {
  TotalListCount: number;
  Lists: ClientListSummary[];
}

export const ClientListsGet = defineCommand({
  name: 'client.lists.get',
  service: 'accounts',
  auth: 'client',
  request: ClientListsGetRequest,
  returns: reply<ClientListsGetReply>(),
  reply: 'TotalListCount, Lists',
  errorStyle: 'array',
  errors: {},
  summary: 'For a logged-in client, the lists assigned to it. Deprecated by the vendor.',
});
