import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import type { ClientInfo } from './clients-get.command';

/** client.login: username and password; a disabled client (or one whose owner is disabled) answers 3 too. */
export class ClientLoginRequest {
  @IsNotEmpty(code(1, 'Missing username'))
  @Param('Client username', true)
  username!: string;

  @IsNotEmpty(code(2, 'Missing password'))
  @Param('Client password', true)
  password!: string;
}

export interface ClientLoginReply {
  SessionID: string;
  ClientInfo: ClientInfo;
}

export const ClientLogin = defineCommand({
  name: 'client.login',
  service: 'accounts',
  auth: 'none',
  request: ClientLoginRequest,
  returns: reply<ClientLoginReply>(),
  reply: 'SessionID, ClientInfo',
  errorStyle: 'array',
  errors: { 1: 'missing Username', 2: 'missing Password', 3: 'wrong username or password' },
  summary: 'Log a client in; returns a client SessionID for client.update and the client-scoped reads. Deprecated by the vendor.',
});
