import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** client.assignsubscriberlists: replaces the client's lists with the given ones that are the caller's. */
export class ClientAssignsubscriberlistsRequest {
  @IsNotEmpty(code(1, 'Missing client id'))
  @Param("Client receiving access (one of the caller's)", true)
  clientid!: string | number;

  @IsNotEmpty(code(2, 'Missing subscriber list ids'))
  @Param("Comma-separated list ids (the caller's lists; others are skipped)", true)
  subscriberlistids!: string | number | (string | number)[];
}

/** a success carries nothing beyond the envelope */
export type ClientAssignsubscriberlistsReply = Record<string, never>;

export const ClientAssignsubscriberlists = defineCommand({
  name: 'client.assignsubscriberlists',
  service: 'accounts',
  auth: 'user',
  userAdministration: true, // the accounts convention; an administrator has no clients: caller.userId answers 99998
  permission: 'Client.Create',
  request: ClientAssignsubscriberlistsRequest,
  returns: reply<ClientAssignsubscriberlistsReply>(),
  errorStyle: 'array',
  errors: { 1: "missing ClientID (or not one of the caller's clients)", 2: 'missing SubscriberListIDs (or no id in it)' },
  summary: "Give a client read access to a set of the user's lists (replaces its earlier set). Deprecated by the vendor.",
});
