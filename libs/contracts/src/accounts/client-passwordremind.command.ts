import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** client.passwordremind: parameter names arrive lower-cased; the first failing rule answers its code. */
export class ClientPasswordremindRequest {
  @IsNotEmpty(code(1, 'Missing EmailAddress'))
  @Param('The client’s email address', true)
  emailaddress!: string;

  @Param('Base64-encoded template of the reset link; `%s` is replaced by the reset token (appended when absent)')
  customresetlink?: string;
}

export interface ClientPasswordremindReply {
  ErrorText: string;
}

export const ClientPasswordremind = defineCommand({
  name: 'client.passwordremind',
  service: 'accounts',
  auth: 'none',
  aliases: ['Client.PasswordRemind'],
  rateLimit: { requests: 20, windowSeconds: 60 },
  request: ClientPasswordremindRequest,
  returns: reply<ClientPasswordremindReply>(),
  reply: 'ErrorText',
  errorStyle: 'array',
  errors: {
    1: 'EmailAddress missing',
    2: 'EmailAddress is not a valid address',
    3: 'no client has the address: never answered (the call succeeds the same way whether or not the address exists)',
  },
  summary:
    'Mail a client (sub-account) a single-use password-reset link valid for one hour (sent in the background; the reply is the same whether or not the address exists). Deprecated by the vendor.',
});
