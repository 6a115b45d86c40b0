import { Injectable } from '@nestjs/common';

import { CommandError, type EmailGatewaySmtpRelayReply, type EmailGatewaySmtpRelayRequest, isPresent } from '@mail/contracts';
import { tokenMatches } from '@mail/secrets';

import { isAtSenderDomain } from '../../common/sender-domain';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { MessageIntake } from '../../messages/email-gateway-send/message-intake';
import { MAX_RECIPIENTS } from '../../messages/email-gateway-send/send-input';
import { shownAuthors, subjectOf } from '../relay/relay-submission';
import { SmtpCredentialRepository } from '../smtp-credential.repository';

const text = (value: unknown): string => (isPresent(value) ? String(value).trim() : '');

/** a failure with the reply the relay gives its SMTP client */
const refused = (code: number, smtpResponse: string): CommandError => new CommandError(code, smtpResponse, { extra: { SMTPResponse: smtpResponse } });

/** what a refusal of the intake (its own codes) is here: 17 the delivery limits (13), 429 the send rates (12), else 8 */
function intakeRefusal(error: CommandError): CommandError {
  const code = error.failure.errors[0]?.code;
  if (code === 17) return refused(13, `452 4.7.1 ${error.message}`);
  if (code === 429) return refused(12, `452 4.7.1 ${error.message}`);
  return refused(8, `554 5.6.0 ${error.message}`);
}

/**
 * emailgateway.smtprelay (admin): the checks of the SMTP relay server's AUTH, MAIL FROM and DATA, as one call. Without
 * RawEmail it authenticates only; with it the message is queued by the same intake as the relay server.
 */
@Injectable()
export class EmailGatewaySmtpRelayService {
  constructor(
    private readonly credentials: SmtpCredentialRepository,
    private readonly domains: SenderDomainRepository,
    private readonly intake: MessageIntake,
  ) {}

  async run(input: EmailGatewaySmtpRelayRequest): Promise<EmailGatewaySmtpRelayReply> {
    const username = text(input.smtpusername);
    const password = text(input.smtppassword);
    if (!username) throw refused(1, '530 5.7.0 SMTPUsername is missing');
    if (!password) throw refused(2, '530 5.7.0 SMTPPassword is missing');
    const login = await this.credentials.login(username);
    if (!login || !tokenMatches(password, login.password_hash)) throw refused(3, '535 5.7.8 AUTH ERROR: authentication credentials invalid');
    const domain = await this.domains.find(login.domain_id);
    if (!domain) throw refused(4, '550 5.7.1 The sender domain is not valid');
    if (domain.verification_status !== 'Verified' || domain.disabled) throw refused(5, `550 5.7.1 Sender domain ${domain.name} is not active`);
    const base = { Success: true, ErrorCode: 0, SMTPUsername: username, SMTPPassword: password };
    const raw = text(input.rawemail);
    if (!raw) return { ...base, SMTPResponse: '235 2.7.0 Authentication successful' };

    const message = Buffer.from(raw.replace(/\r?\n/g, '\r\n') + '\r\n', 'utf8');
    const recipients = text(input.rcptto)
      .split(/[,;]/)
      .map((r) => r.trim().replace(/^<|>$/g, ''))
      .filter(Boolean);
    if (recipients.length === 0) throw refused(8, '554 5.5.1 No valid recipients');
    if (recipients.length > MAX_RECIPIENTS) throw refused(9, `452 4.5.3 At most ${MAX_RECIPIENTS} recipients per message`);
    const authors = shownAuthors(message);
    const mailFrom = text(input.mailfrom) || authors.from[0] || '';
    if (!isAtSenderDomain(mailFrom, domain.name)) throw refused(4, `553 5.7.1 Sender must be an address at ${domain.name}`);
    if (!authors.from.length || ![...authors.from, ...authors.sender].every((a) => isAtSenderDomain(a, domain.name)))
      throw refused(4, `550 5.7.1 The From and Sender headers must show addresses at ${domain.name} only`);
    let id: string;
    try {
      id = await this.intake.accept({
        userId: login.user_id,
        domainId: login.domain_id,
        source: 'smtp',
        mailFrom,
        recipients,
        subject: text(input.subject) || subjectOf(message),
        raw: message,
        tags: [],
      });
    } catch (error) {
      if (error instanceof CommandError) throw intakeRefusal(error);
      throw error;
    }
    return { ...base, SMTPResponse: `250 2.0.0 Ok: queued as ${id}`, MessageID: id };
  }
}
