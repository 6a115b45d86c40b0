import { randomBytes } from 'node:crypto';

import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { env } from '@mail/config';
import { type BusRequest, CommandError, GatewayAddSmtp, type GatewayAddSmtpRequest } from '@mail/contracts';
import { newToken, tokenHash } from '@mail/secrets';

import { actingUserId, positiveId } from '../../common/caller';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { SmtpRelayServer } from '../relay/smtp-relay.server';
import { SmtpCredentialRepository } from '../smtp-credential.repository';

/** EmailGateway.AddSMTP: a login for the relay (password shown once), sending from the domain. 2: not the caller's domain. */
@Controller()
export class AddSmtpHandler {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly credentials: SmtpCredentialRepository,
    private readonly relay: SmtpRelayServer,
  ) {}

  @HandlesCommand(GatewayAddSmtp)
  async handle(req: BusRequest<GatewayAddSmtpRequest>): Promise<object> {
    const userId = actingUserId(req);
    const domain = await this.domains.findOwned(userId, positiveId(req.params.domainid)!);
    if (!domain) throw new CommandError(2, 'Domain could not be retrieved');
    const username = `gw-${randomBytes(6).toString('hex')}`;
    const password = newToken();
    const id = await this.credentials.insert(userId, domain.id, username, tokenHash(password));
    return {
      NewSMTPID: id,
      SMTP: { SMTPHost: env('GATEWAY_SMTP_PUBLIC_HOST'), SMTPPorts: [String(this.relay.port)], Username: username, Password: password, DomainID: domain.id },
    };
  }
}
