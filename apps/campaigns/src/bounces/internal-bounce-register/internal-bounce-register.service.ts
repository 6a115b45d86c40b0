import { Injectable } from '@nestjs/common';

import { CommandError, type InternalBounceRegisterReply, type InternalBounceRegisterRequest } from '@mail/contracts';

import { BounceAddresses, type BounceTarget } from '../bounce-address';
import { BounceIntake } from '../bounce-intake';

/** headers of the report that may carry the address it was delivered to */
const ADDRESS_HEADERS = /^(to|delivered-to|x-original-to|envelope-to|x-envelope-to)\s*:(.*(?:\r?\n[ \t].*)*)/gim;

/**
 * internal.bounce.register: the raw report goes the way a report arriving at the bounce SMTP endpoint goes
 * (BounceIntake), charged to the genuine VERP addresses it was sent to.
 */
@Injectable()
export class InternalBounceRegisterService {
  constructor(
    private readonly addresses: BounceAddresses,
    private readonly intake: BounceIntake,
  ) {}

  async run(input: InternalBounceRegisterRequest, requestId: string): Promise<InternalBounceRegisterReply> {
    if (typeof input.emailmessage !== 'string' || !input.emailmessage.trim()) throw new CommandError(1, 'Missing EmailMessage');
    const raw = input.emailmessage.replace(/\r?\n/g, '\r\n');
    const targets = this.targets(raw, typeof input.mailfrom === 'string' ? input.mailfrom : undefined);
    if (targets.length === 0) return { ErrorText: 'No bounce address of ours in the message: nothing recorded' };
    if ((await this.intake.receive(Buffer.from(raw, 'utf8'), targets, requestId)) === 'retry')
      throw new CommandError(2, 'The report could not be recorded now; try again later');
    return { ErrorText: `Processed for ${targets.length} recipient${targets.length === 1 ? '' : 's'}` };
  }

  private targets(raw: string, mailFrom: string | undefined): BounceTarget[] {
    const headerEnd = raw.search(/\r\n\r\n/);
    const headers = headerEnd === -1 ? raw : raw.slice(0, headerEnd);
    const candidates = [mailFrom ?? ''];
    for (const match of headers.matchAll(ADDRESS_HEADERS)) candidates.push(...(match[2].match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? []));
    const seen = new Set<string>();
    const out: BounceTarget[] = [];
    for (const candidate of candidates) {
      const target = candidate ? this.addresses.verify(candidate.replace(/^<|>$/g, '')) : undefined;
      const key = target && `${target.campaignId}:${target.run}:${target.recipientId}`;
      if (target && key && !seen.has(key)) {
        seen.add(key);
        out.push(target);
      }
    }
    return out;
  }
}
