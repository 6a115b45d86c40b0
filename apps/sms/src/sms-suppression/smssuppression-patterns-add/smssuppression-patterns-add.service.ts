import { Injectable, Logger } from '@nestjs/common';

import { CommandError, type SmssuppressionPatternsAddReply, type SmssuppressionPatternsAddRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';
import { paramText } from '@mail/values';

import { suppressionNumber } from '../suppression-number';
import { SuppressionLookups } from '../suppression-lookups';
import { sourceOf } from '../suppression-params';
import { addTarget, MAX_NOTES } from '../suppression-target';
import { SmsSuppressionRepository } from '../sms-suppression.repository';

/** smssuppression.patterns.add: one pattern (a value without `*` is an exact number), reason always manual; 7 for a malformed value. */
@Injectable()
export class SmssuppressionPatternsAddService {
  private readonly log = new Logger('smssuppression.patterns.add');

  constructor(
    private readonly repository: SmsSuppressionRepository,
    private readonly lookups: SuppressionLookups,
  ) {}

  async run(caller: Caller, p: SmssuppressionPatternsAddRequest): Promise<SmssuppressionPatternsAddReply> {
    const raw = paramText(p.phonenumber);
    if (!raw) throw new CommandError(1, 'Missing PhoneNumber');
    const target = await addTarget(caller, p, { level: 2, userMissing: 3, userUnknown: 8, listMissing: 4, listNotOwned: 5 }, this.lookups);
    const source = sourceOf(p.source, 6) ?? 'api';
    const number = suppressionNumber(raw);
    if (!number.ok) throw new CommandError(7, `Could not add ${raw}: ${number.reason}`);
    try {
      const id = await this.repository.upsert({
        ...target,
        phoneNumber: raw,
        number: number.number,
        like: number.isPattern ? number.like : null,
        reason: 'manual',
        source,
        notes: paramText(p.notes).slice(0, MAX_NOTES),
      });
      return { Success: true, ErrorCode: 0, SuppressionID: id };
    } catch (error) {
      this.log.error(`adding ${raw} failed: ${String(error)}`);
      throw new CommandError(7, 'Adding the pattern failed');
    }
  }
}
