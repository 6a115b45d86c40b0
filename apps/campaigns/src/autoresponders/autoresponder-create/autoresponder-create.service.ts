import { Injectable } from '@nestjs/common';

import { type AutoresponderCreateReply, type AutoresponderCreateRequest, CommandError, delayOf, repeatOf, statusOf, triggerOf } from '@mail/contracts';

import { AutoresponderChecks, segmentIdOf } from '../autoresponder.checks';
import { repeatText } from '../autoresponder.fields';
import { AutorespondersRepository } from '../autoresponders.repository';
import { AutoresponderDatesProcessor } from '../engine/autoresponder-dates.processor';

/** autoresponder.create: the list, email and segment must be the caller's; the DTO checked the rest. */
@Injectable()
export class AutoresponderCreateService {
  constructor(
    private readonly repository: AutorespondersRepository,
    private readonly checks: AutoresponderChecks,
    private readonly dates: AutoresponderDatesProcessor,
  ) {}

  async run(userId: number, input: AutoresponderCreateRequest): Promise<AutoresponderCreateReply> {
    const listId = Number(input.subscriberlistid);
    const emailId = Number(input.emailid);
    const segmentId = segmentIdOf(input.segmentid) ?? null;
    await this.checks.lists(userId, [listId], new CommandError(12, 'The list does not exist or is not yours'));
    await this.checks.email(userId, emailId, new CommandError(9, 'Email not found'));
    if (segmentId) await this.checks.segment(userId, listId, segmentId, new CommandError(11, 'The segment is not on this list or not yours'));
    const delay = delayOf(input.triggertimetype)!;
    const triggerType = triggerOf(input.autorespondertriggertype)!;
    const status = statusOf(input.status) ?? 'Enabled';
    const id = await this.repository.insert(userId, {
      list_id: listId,
      segment_id: segmentId,
      email_id: emailId,
      name: String(input.autorespondername).trim(),
      trigger_type: triggerType,
      trigger_value: String(input.autorespondertriggervalue ?? '').trim(),
      trigger_value2: String(input.autorespondertriggervalue2 ?? '').trim(),
      trigger_time_type: delay,
      trigger_time: delay === 'Immediately' ? 0 : Number(input.triggertime),
      repeat: repeatText(repeatOf(input.repeat)),
      status,
    });
    await this.dates.checkToday({ id, trigger_type: triggerType, status });
    return { AutoResponderID: id };
  }
}
