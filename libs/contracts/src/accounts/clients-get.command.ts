import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** clients.get: the caller's clients, sorted; an OrderField or OrderType outside its values answers its code too. */
export class ClientsGetRequest {
  @IsNotEmpty(code(1, 'Missing order field'))
  @Param('`ClientName`, `ClientID`, `ClientUsername`, `ClientEmailAddress` or `ClientAccountStatus`', true)
  orderfield!: string;

  @IsNotEmpty(code(2, 'Missing order type'))
  @Param('`ASC` or `DESC`', true)
  ordertype!: string;
}

export interface ClientInfo {
  ClientID: number;
  ClientName: string;
  ClientUsername: string;
  ClientEmailAddress: string;
  ClientAccountStatus: string;
  RelOwnerUserID: number;
}

export interface ClientsGetReply {
  TotalClientCount: number;
  Clients: ClientInfo[];
}

export const ClientsGet = defineCommand({
  name: 'clients.get',
  service: 'accounts',
  auth: 'user',
  userAdministration: true, // the accounts convention; an administrator has no clients: caller.userId answers 99998
  permission: 'Clients.Get',
  request: ClientsGetRequest,
  returns: reply<ClientsGetReply>(),
  reply: 'TotalClientCount, Clients',
  errorStyle: 'array',
  errors: { 1: 'missing (or unknown) OrderField', 2: 'missing (or unknown) OrderType' },
  summary: "List the caller's clients, sorted. Deprecated by the vendor.",
});
