import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { domainId } from './gateway-params';

export class GatewayDeleteSmtpRequest {
  @domainId(1, 2, 'smtpid')
  @Param('The SMTP credentials (NewSMTPID)', true)
  smtpid?: string | number;
}

export type GatewayDeleteSmtpReply = Record<string, never>;

export const GatewayDeleteSmtp = defineCommand({
  name: 'EmailGateway.DeleteSMTP',
  service: 'gateway',
  auth: 'user',
  errorStyle: 'array',
  request: GatewayDeleteSmtpRequest,
  returns: reply<GatewayDeleteSmtpReply>(),
  reply: 'Success',
  errors: { 1: 'smtpid missing', 2: "not found (or another user's)" },
  summary: 'Delete SMTP credentials.',
});
