import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';

/** emailgateway.smtprelay: the service reads every parameter (codes 1–13 in the order of the checks). */
export class EmailGatewaySmtpRelayRequest {
  @Param('SMTP user name (EmailGateway.AddSMTP)', true) smtpusername?: unknown;
  @Param('SMTP password', true) smtppassword?: unknown;
  @Param('Message identifier (kept for the log)') uuid?: unknown;
  @Param('Envelope sender: an address at the credential’s sender domain') mailfrom?: unknown;
  @Param('Envelope recipients, comma-separated') rcptto?: unknown;
  @Param('Subject line (default: read from RawEmail)') subject?: unknown;
  @Param('Full raw message (RFC 822); with it the message is sent') rawemail?: unknown;
}

export interface EmailGatewaySmtpRelayReply {
  Success: boolean;
  ErrorCode: number;
  SMTPUsername: string;
  SMTPPassword: string;
  /** the relay's reply text: 235 for an authentication, 250 with the queued message's id for a send */
  SMTPResponse: string;
  /** the queued message's id (a send only) */
  MessageID?: string;
}

export const EmailGatewaySmtpRelay = defineCommand({
  name: 'EmailGateway.SmtpRelay',
  service: 'gateway',
  auth: 'admin',
  aliases: ['emailgateway.smtprelay'],
  request: EmailGatewaySmtpRelayRequest,
  returns: reply<EmailGatewaySmtpRelayReply>(),
  reply: 'SMTPUsername, SMTPPassword, SMTPResponse (and MessageID when a message was queued)',
  errorStyle: 'scalar',
  errors: {
    1: 'SMTPUsername missing',
    2: 'SMTPPassword missing',
    3: 'the SMTP credentials are wrong',
    4: 'the sender domain is not valid (MailFrom or the From header not at the credential’s domain)',
    5: 'the sender domain is not active (not verified, or paused)',
    8: 'RawEmail holds no recipient we may send to, or text that cannot be stored',
    9: 'too many recipients (more than 50)',
    12: 'a send rate limit is reached',
    13: 'the monthly or lifetime delivery limit is reached',
  },
  summary: 'The SMTP relay’s internal call: check a gateway SMTP credential and, with a message, queue that raw message for sending.',
  notes:
    'Without RawEmail it only authenticates. With it, the message goes through the same intake as the SMTP relay server and POST /api/v1/email ' +
    '(limits, usage, DKIM signing). Every failure carries SMTPResponse, the reply the relay gives its client.',
});
