import { Injectable } from '@nestjs/common';

import { CommandError, type GatewayEmailSendReply, type GatewayEmailSendRequest } from '@mail/contracts';

import { SenderKeys } from '../../api-keys/sender-keys';
import { isAtSenderDomain } from '../../common/sender-domain';
import { MessageIntake } from './message-intake';
import { checkSendBounds } from './send-bounds';
import { readSendInput } from './send-input';

/**
 * POST /api/v1/email, the vendor's codes: 1 no key, 13 a wrong one, the request's (send-input.ts), 3 a From not at the
 * key's domain, 32 the domain not verified, 44 sizes (send-bounds.ts), 43 text that cannot be stored and 17/429 limits
 * (message-intake.ts).
 */
@Injectable()
export class EmailGatewaySendService {
  constructor(
    private readonly keys: SenderKeys,
    private readonly intake: MessageIntake,
  ) {}

  /** `credential`: the raw sender key the edge passed along (the bearer) */
  async send(credential: string | undefined, request: GatewayEmailSendRequest): Promise<GatewayEmailSendReply> {
    if (!credential || !credential.trim()) throw new CommandError(1, 'Missing SenderAPIKey');
    const key = await this.keys.resolve(credential);
    const input = readSendInput(request);
    checkSendBounds(input);
    if (!isAtSenderDomain(input.from.email, key.domain_name)) throw new CommandError(3, `From must be an address at ${key.domain_name}`);
    if (key.verification_status !== 'Verified') throw new CommandError(32, `Sender domain ${key.domain_name} is not activated (not verified yet)`);
    const recipients = [...input.to, ...input.cc, ...input.bcc].map((a) => a.email);
    const id = await this.intake.accept({
      userId: key.user_id,
      domainId: key.domain_id,
      source: 'api',
      mailFrom: input.from.email,
      recipients,
      subject: input.subject,
      content: input,
      tags: input.tags,
      sendAt: input.sendAt,
    });
    return { MessageID: id };
  }
}
