import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { GATEWAY_NOTES, domainId } from './gateway-params';

export class EmailGatewayResetSmtpPasswordRequest {
  @domainId(1, 2, 'SMTPID')
  @Param('The SMTP credentials to reset', true)
  smtpid?: string | number;
}

export interface EmailGatewayResetSmtpPasswordReply {
  SMTP: { SMTPID: number; SMTPUsername: string; /** shown once */ SMTPPassword: string };
}

export const EmailGatewayResetSmtpPassword = defineCommand({
  name: 'EmailGateway.ResetSMTPPassword',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayResetSmtpPasswordRequest,
  returns: reply<EmailGatewayResetSmtpPasswordReply>(),
  reply: 'SMTP { SMTPID, SMTPUsername, SMTPPassword (the new one; the old one stops working at once) }',
  errorStyle: 'scalar',
  errors: { 1: 'SMTPID missing', 2: "credentials not found (or another user's)" },
  summary: 'Give a set of gateway SMTP credentials a new password.',
  notes: GATEWAY_NOTES,
});
