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

/** client.update: by the owning user or by the client's own session. 5 bad status, 7 bad email, 8 not found, 9/10 taken (service). */
export class ClientUpdateRequest {
  @IsNotEmpty(code(6, 'Missing client id'))
  @Param('Client to change', true)
  clientid!: string | number;

  @IsNotEmpty(code(1, 'Missing client name'))
  @Param('Full name', true)
  clientname!: string;

  @IsNotEmpty(code(2, 'Missing client username'))
  @Param('Login name', true)
  clientusername!: string;

  @IsNotEmpty(code(4, 'Missing client email address'))
  @Param('Email address', true)
  clientemailaddress!: string;

  @Param("New password; only when changing it (ends the client's other sessions)")
  clientpassword?: string;

  @InOrder(...MaxTexts(11, CLIENT_TEXT_BOUNDS))
  @Param("`Enabled` or `Disabled` (Disabled ends the client's sessions)")
  clientaccountstatus?: string;
}

/** a success carries nothing beyond the envelope */
export type ClientUpdateReply = Record<string, never>;

export const ClientUpdate = defineCommand({
  name: 'client.update',
  service: 'accounts',
  auth: 'user-or-client',
  permission: 'Client.Update',
  request: ClientUpdateRequest,
  returns: reply<ClientUpdateReply>(),
  errorStyle: 'array',
  errors: {
    1: 'missing ClientName',
    2: 'missing ClientUsername',
    4: 'missing ClientEmailAddress',
    5: 'ClientAccountStatus is not Enabled or Disabled',
    6: 'missing ClientID',
    7: 'invalid email address',
    8: 'no such client, or the caller may not change it',
    9: 'another client already uses this username',
    10: 'another client already uses this email address',
    11: 'a text too long (extension: ClientName and ClientUsername at most 255 characters, ClientEmailAddress 320)',
  },
  summary: "Change a client's name, login, email, password or account status (the owner's credential or the client's session). Deprecated by the vendor.",
});
