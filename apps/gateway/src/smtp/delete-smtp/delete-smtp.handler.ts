import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CommandError, GatewayDeleteSmtp, type GatewayDeleteSmtpRequest } from '@mail/contracts';

import { actingUserId, positiveId } from '../../common/caller';
import { SmtpCredentialRepository } from '../smtp-credential.repository';

/** EmailGateway.DeleteSMTP: the login stops working at once (the relay looks it up per session). */
@Controller()
export class DeleteSmtpHandler {
  constructor(private readonly credentials: SmtpCredentialRepository) {}

  @HandlesCommand(GatewayDeleteSmtp)
  async handle(req: BusRequest<GatewayDeleteSmtpRequest>): Promise<object> {
    if (!(await this.credentials.deleteOwned(actingUserId(req), positiveId(req.params.smtpid)!))) throw new CommandError(2, 'SMTP credentials not found');
    return {};
  }
}
