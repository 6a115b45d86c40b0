import { randomBytes } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';

import { CommandError, type GatewayAddSmtpReply, type GatewayAddSmtpRequest } from '@mail/contracts';
import { newToken, tokenHash } from '@mail/secrets';

import { positiveId } from '../../common/positive-id';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { SmtpRelayServer } from '../relay/smtp-relay.server';
import { SmtpCredentialRepository } from '../smtp-credential.repository';

/** EmailGateway.AddSMTP: a login for the relay (password shown once), sending from the domain. 2: not the caller's domain. */
@Injectable()
export class EmailGatewayAddSmtpService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly credentials: SmtpCredentialRepository,
    private readonly relay: SmtpRelayServer,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async create(userId: number, input: GatewayAddSmtpRequest): Promise<GatewayAddSmtpReply> {
    const domain = await this.domains.findOwned(userId, positiveId(input.domainid)!);
    if (!domain) throw new CommandError(2, 'Domain could not be retrieved');
    const username = `gw-${randomBytes(6).toString('hex')}`;
    const password = newToken();
    const id = await this.credentials.insert(userId, domain.id, username, tokenHash(password));
    return {
      NewSMTPID: id,
      SMTP: { SMTPHost: this.config.smtp.publicHost, SMTPPorts: [String(this.relay.port)], Username: username, Password: password, DomainID: domain.id },
    };
  }
}
