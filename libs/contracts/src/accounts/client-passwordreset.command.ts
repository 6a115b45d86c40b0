import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** client.passwordreset: `ClientID` is, despite its name, the reset token of the reminder's link. */
export class ClientPasswordresetRequest {
  @IsNotEmpty(code(1, 'Missing ClientID (the reset token)'))
  @Param('The reset token from the client.passwordremind link (the vendor calls it ClientID, “the hash from the link”)', true)
  clientid!: string;
}

export interface ClientPasswordresetReply {
  ErrorText: string;
}

export const ClientPasswordreset = defineCommand({
  name: 'client.passwordreset',
  service: 'accounts',
  auth: 'none',
  aliases: ['Client.PasswordReset'],
  rateLimit: { requests: 20, windowSeconds: 60 },
  request: ClientPasswordresetRequest,
  returns: reply<ClientPasswordresetReply>(),
  reply: 'ErrorText',
  errorStyle: 'array',
  errors: { 1: 'ClientID (the reset token) missing', 2: 'the token is unknown, already used or expired, or its client is gone or disabled' },
  summary:
    'Complete a client password reset from the single-use token: sets a new random password, emails it, and ends the client’s sessions. Deprecated by the vendor.',
});
