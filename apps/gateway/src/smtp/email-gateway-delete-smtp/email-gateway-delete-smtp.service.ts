import { Injectable } from '@nestjs/common';

import { CommandError, type GatewayDeleteSmtpReply, type GatewayDeleteSmtpRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { SmtpCredentialRepository } from '../smtp-credential.repository';

/** EmailGateway.DeleteSMTP: the login stops working at once (the relay looks it up per session). */
@Injectable()
export class EmailGatewayDeleteSmtpService {
  constructor(private readonly credentials: SmtpCredentialRepository) {}

  async delete(userId: number, input: GatewayDeleteSmtpRequest): Promise<GatewayDeleteSmtpReply> {
    if (!(await this.credentials.deleteOwned(userId, positiveId(input.smtpid)!))) throw new CommandError(2, 'SMTP credentials not found');
    return {};
  }
}
