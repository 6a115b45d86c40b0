import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { InOrder } from '../campaigns/requests/param-rules';
import { MaxTexts, TextBounds } from '../text-bounds';
import { code } from '../validation';

const CLIENT_TEXT_BOUNDS = [
  ['ClientName', TextBounds.name],
  ['ClientUsername', TextBounds.name],
  ['ClientEmailAddress', TextBounds.address],
] as const;

/** client.create: a client (sub-account login) owned by the calling user. 5 invalid email, 6/7 taken (service). */
export class ClientCreateRequest {
  @IsNotEmpty(code(1, 'Missing client name'))
  @Param("Client's full name", true)
  clientname!: string;

  @IsNotEmpty(code(2, 'Missing client username'))
  @Param('Login name; unique across all clients', true)
  clientusername!: string;

  @IsNotEmpty(code(3, 'Missing client password'))
  @Param('Login password', true)
  clientpassword!: string;

  @InOrder(...MaxTexts(8, CLIENT_TEXT_BOUNDS))
  @IsNotEmpty(code(4, 'Missing client email address'))
  @Param('Email address; unique across all clients, at most 320 characters', true)
  clientemailaddress!: string;
}

export interface ClientCreateReply {
  ClientID: number;
}

export const ClientCreate = defineCommand({
  name: 'client.create',
  service: 'accounts',
  auth: 'user',
  userAdministration: true, // the accounts convention; an administrator has no clients: caller.userId answers 99998
  permission: 'Client.Create',
  request: ClientCreateRequest,
  returns: reply<ClientCreateReply>(),
  reply: 'ClientID',
  errorStyle: 'array',
  errors: {
    1: 'missing ClientName',
    2: 'missing ClientUsername',
    3: 'missing ClientPassword',
    4: 'missing ClientEmailAddress',
    5: 'invalid email address',
    6: 'username already taken',
    7: 'email address already taken',
    8: 'a text too long (extension: ClientName and ClientUsername at most 255 characters, ClientEmailAddress 320)',
  },
  summary: 'Create a client (a sub-account login owned by the user). Deprecated by the vendor.',
});
