import { Injectable } from '@nestjs/common';

import { CommandError, type GatewayEmailSendReply, type GatewayEmailSendRequest, isPresent } from '@mail/contracts';

import { SenderKeys } from '../../api-keys/sender-keys';
import { isAtSenderDomain } from '../../common/sender-domain';
import { positiveId } from '../../common/positive-id';
import { ListRecipients } from './list-recipients';
import { MessageIntake } from './message-intake';
import { checkSendBounds } from './send-bounds';
import { readSendInput, type SendInput } from './send-input';

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
    private readonly lists: ListRecipients,
  ) {}

  /** `credential`: the raw sender key the edge passed along (the bearer) */
  async send(credential: string | undefined, request: GatewayEmailSendRequest): Promise<GatewayEmailSendReply> {
    if (!credential || !credential.trim()) throw new CommandError(1, 'Missing SenderAPIKey');
    const key = await this.keys.resolve(credential);
    const toList = isPresent(request.targetlistid) && String(request.targetlistid).trim() !== '';
    const input = readSendInput(request, toList);
    checkSendBounds(input);
    if (!isAtSenderDomain(input.from.email, key.domain_name)) throw new CommandError(3, `From must be an address at ${key.domain_name}`);
    if (key.verification_status !== 'Verified') throw new CommandError(32, `Sender domain ${key.domain_name} is not activated (not verified yet)`);
    const queue = (content: SendInput, recipients: string[]) =>
      this.intake.accept({
        userId: key.user_id,
        domainId: key.domain_id,
        source: 'api',
        mailFrom: input.from.email,
        recipients,
        subject: input.subject,
        content,
        tags: input.tags,
        sendAt: input.sendAt,
      });
    if (!toList)
      return {
        MessageID: await queue(
          input,
          [...input.to, ...input.cc, ...input.bcc].map((a) => a.email),
        ),
      };

    const listId = positiveId(request.targetlistid);
    if (!listId) throw new CommandError(16, 'Invalid TargetListID');
    const addresses = await this.lists.of(key.user_id, listId).catch((error: unknown) => {
      throw new CommandError(39, `The list's recipients could not be resolved (${(error as Error).message})`, { httpStatus: 502 });
    });
    if (!addresses) throw new CommandError(16, 'Invalid TargetListID');
    if (addresses.length === 0) throw new CommandError(20, 'The list has no recipient to send to');
    // one message per subscriber (each sees only their own address), queued together (the intake commits them as a
    // group); a limit reached part-way answers the ones queued, and its refusal only when none was
    const outcomes = await Promise.allSettled(addresses.map((email) => queue({ ...input, to: [{ email }], cc: [], bcc: [] }, [email])));
    const ids = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    if (ids.length === 0) throw (outcomes[0] as PromiseRejectedResult).reason;
    return { MessageID: ids };
  }
}
