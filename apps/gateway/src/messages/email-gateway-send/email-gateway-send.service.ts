import { Injectable } from '@nestjs/common';

import { CommandError, type GatewayEmailSendReply, type GatewayEmailSendRequest } from '@mail/contracts';

import { SenderKeys } from '../../api-keys/sender-keys';
import { isAtSenderDomain } from '../../common/sender-domain';
import { MessageIntake } from './message-intake';
import { checkSendBounds } from './send-bounds';
import { readSendInput } from './send-input';

/**
 * POST /api/v1/email: 13 key, 1–7/12/14 the request (send-input.ts), 16 its sizes (send-bounds.ts), 8 foreign From,
 * 9 unverified domain, 15 text that cannot be stored and 10/11/429 limits (message-intake.ts).
 */
@Injectable()
export class EmailGatewaySendService {
  constructor(
    private readonly keys: SenderKeys,
    private readonly intake: MessageIntake,
  ) {}

  /** `credential`: the raw sender key the edge passed along (the bearer) */
  async send(credential: string | undefined, request: GatewayEmailSendRequest): Promise<GatewayEmailSendReply> {
    const key = await this.keys.resolve(credential);
    const input = readSendInput(request);
    checkSendBounds(input);
    if (!isAtSenderDomain(input.from.email, key.domain_name)) throw new CommandError(8, `From must be an address at ${key.domain_name}`);
    if (key.verification_status !== 'Verified') throw new CommandError(9, `Sender domain ${key.domain_name} is not verified yet`);
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
