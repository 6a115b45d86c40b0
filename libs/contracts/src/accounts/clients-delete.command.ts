import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** clients.delete: comma-separated ids; ids that are not the caller's clients are skipped. */
export class ClientsDeleteRequest {
  @IsNotEmpty(code(1, 'Missing clients'))
  @Param('Comma-separated client ids', true)
  clients!: string | number | (string | number)[];
}

/** a success carries nothing beyond the envelope */
export type ClientsDeleteReply = Record<string, never>;

export const ClientsDelete = defineCommand({
  name: 'clients.delete',
  service: 'accounts',
  auth: 'user',
  userAdministration: true, // the accounts convention; an administrator has no clients: caller.userId answers 99998
  permission: 'Clients.Delete',
  request: ClientsDeleteRequest,
  returns: reply<ClientsDeleteReply>(),
  errorStyle: 'array',
  errors: { 1: 'missing Clients (or no client id in it)' },
  summary: "Delete some of the caller's clients (their sessions end at once). Deprecated by the vendor.",
});
