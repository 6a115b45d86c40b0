import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { GATEWAY_NOTES, domainId } from './gateway-params';

export class GatewayAddSmtpRequest {
  @domainId(1, 2)
  @Param('The sender domain the credentials send from', true)
  domainid?: string | number;
}

export interface GatewayAddSmtpReply {
  NewSMTPID: number;
  SMTP: {
    SMTPHost: string | undefined;
    SMTPPorts: string[];
    Username: string;
    /** shown once */
    Password: string;
    DomainID: number;
  };
}

export const GatewayAddSmtp = defineCommand({
  name: 'EmailGateway.AddSMTP',
  service: 'gateway',
  auth: 'user',
  errorStyle: 'array',
  request: GatewayAddSmtpRequest,
  returns: reply<GatewayAddSmtpReply>(),
  reply: 'NewSMTPID, SMTP { SMTPHost, SMTPPorts, Username, Password (shown once), DomainID }',
  errors: { 1: 'DomainID missing', 2: "domain not found (or another user's)" },
  summary: 'Create SMTP relay credentials for a domain.',
  notes: GATEWAY_NOTES,
});
