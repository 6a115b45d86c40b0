import { Injectable } from '@nestjs/common';

import { CommandError, type EmailGatewayResetSmtpPasswordReply, type EmailGatewayResetSmtpPasswordRequest } from '@mail/contracts';
import { newToken, tokenHash } from '@mail/secrets';

import { positiveId } from '../../common/positive-id';
import { SmtpCredentialRepository } from '../smtp-credential.repository';

/** EmailGateway.ResetSMTPPassword: a new random password (the relay checks the stored hash on every AUTH, so the old one fails at once). */
@Injectable()
export class EmailGatewayResetSmtpPasswordService {
  constructor(private readonly credentials: SmtpCredentialRepository) {}

  async run(userId: number, input: EmailGatewayResetSmtpPasswordRequest): Promise<EmailGatewayResetSmtpPasswordReply> {
    const id = positiveId(input.smtpid)!;
    const password = newToken();
    const username = await this.credentials.setPasswordOwned(userId, id, tokenHash(password));
    if (username === undefined) throw new CommandError(2, 'SMTP credentials could not be retrieved');
    return { SMTP: { SMTPID: id, SMTPUsername: username, SMTPPassword: password } };
  }
}
