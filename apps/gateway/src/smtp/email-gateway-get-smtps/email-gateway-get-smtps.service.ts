import { Inject, Injectable } from '@nestjs/common';

import { CommandError, type EmailGatewayGetSmtpsReply, type EmailGatewayGetSmtpsRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { SmtpRelayServer } from '../relay/smtp-relay.server';
import { SmtpCredentialRepository } from '../smtp-credential.repository';

/** EmailGateway.GetSMTPs: the domain's relay logins (never their passwords); 2 when the domain is not the caller's. */
@Injectable()
export class EmailGatewayGetSmtpsService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly credentials: SmtpCredentialRepository,
    private readonly relay: SmtpRelayServer,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async run(userId: number, input: EmailGatewayGetSmtpsRequest): Promise<EmailGatewayGetSmtpsReply> {
    const domain = await this.domains.findOwned(userId, positiveId(input.domainid)!);
    if (!domain) throw new CommandError(2, 'Domain could not be retrieved');
    const rows = await this.credentials.listByDomain(domain.id);
    return {
      SMTPs: rows.map((c) => ({
        SMTPID: c.id,
        SMTPUsername: c.username,
        SMTPHost: this.config.smtp.publicHost,
        SMTPPorts: this.relay.port ? [this.relay.port] : [],
      })),
    };
  }
}
