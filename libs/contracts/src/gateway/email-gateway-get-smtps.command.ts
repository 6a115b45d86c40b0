import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { GATEWAY_NOTES, domainId } from './gateway-params';

export class EmailGatewayGetSmtpsRequest {
  @domainId(1, 2)
  @Param('The sender domain whose credentials are listed', true)
  domainid?: string | number;
}

export interface EmailGatewayGetSmtpsReply {
  SMTPs: { SMTPID: number; SMTPUsername: string; SMTPHost: string | undefined; SMTPPorts: number[] }[];
}

export const EmailGatewayGetSmtps = defineCommand({
  name: 'EmailGateway.GetSmtps',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayGetSmtpsRequest,
  returns: reply<EmailGatewayGetSmtpsReply>(),
  reply: 'SMTPs [{ SMTPID, SMTPUsername, SMTPHost, SMTPPorts }] (no passwords; empty array without credentials)',
  errorStyle: 'scalar',
  errors: { 1: 'DomainID missing', 2: "domain not found (or another user's)" },
  summary: "List the SMTP credentials of one of the caller's gateway sender domains.",
  notes: GATEWAY_NOTES,
});
