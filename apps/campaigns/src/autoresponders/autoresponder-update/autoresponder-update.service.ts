import { Injectable } from '@nestjs/common';

import { type AutoresponderUpdateReply, type AutoresponderUpdateRequest, CommandError, delayOf, repeatOf, statusOf, triggerOf } from '@mail/contracts';

import { AutoresponderChecks, segmentIdOf } from '../autoresponder.checks';
import { repeatText } from '../autoresponder.fields';
import { type AutoresponderFields, AutorespondersRepository } from '../autoresponders.repository';
import { AutoresponderDatesProcessor } from '../engine/autoresponder-dates.processor';

const NOT_FOUND = () => new CommandError(5, 'Autoresponder not found');
const given = (value: unknown): boolean => value !== undefined;

/**
 * autoresponder.update: a partial update of one of the caller's autoresponders. A move to another list must be to
 * one of theirs (5) and drops the segment unless one is sent; the segment is checked against the list it ends on.
 */
@Injectable()
export class AutoresponderUpdateService {
  constructor(
    private readonly repository: AutorespondersRepository,
    private readonly checks: AutoresponderChecks,
    private readonly dates: AutoresponderDatesProcessor,
  ) {}

  async run(userId: number, input: AutoresponderUpdateRequest): Promise<AutoresponderUpdateReply> {
    const current = await this.repository.find(userId, Number(input.autoresponderid));
    if (!current) throw NOT_FOUND();
    const listId = given(input.subscriberlistid) && String(input.subscriberlistid).trim() !== '' ? Number(input.subscriberlistid) : current.list_id;
    if (listId !== current.list_id) await this.checks.lists(userId, [listId], NOT_FOUND());
    const emailId = given(input.emailid) && String(input.emailid).trim() !== '' ? Number(input.emailid) : undefined;
    if (emailId) await this.checks.email(userId, emailId, new CommandError(9, 'Email not found'));
    const segment = segmentIdOf(input.segmentid);
    const segmentId = segment !== undefined ? segment : listId !== current.list_id ? null : current.segment_id;
    if (segmentId && (segment !== undefined || listId !== current.list_id))
      await this.checks.segment(userId, listId, segmentId, new CommandError(11, 'The segment is not on this list or not yours'));
    const delay = given(input.triggertimetype) && String(input.triggertimetype).trim() !== '' ? delayOf(input.triggertimetype) : undefined;
    const fields: AutoresponderFields = {
      list_id: listId,
      segment_id: segmentId,
      email_id: emailId,
      name: given(input.autorespondername) && String(input.autorespondername).trim() !== '' ? String(input.autorespondername).trim() : undefined,
      trigger_type: triggerOf(input.autorespondertriggertype),
      trigger_value: given(input.autorespondertriggervalue) ? String(input.autorespondertriggervalue ?? '').trim() : undefined,
      trigger_value2: given(input.autorespondertriggervalue2) ? String(input.autorespondertriggervalue2 ?? '').trim() : undefined,
      trigger_time_type: delay,
      trigger_time: delay === 'Immediately' ? 0 : given(input.triggertime) && String(input.triggertime).trim() !== '' ? Number(input.triggertime) : undefined,
      repeat: given(input.repeat) ? repeatText(repeatOf(input.repeat)) : undefined,
      status: statusOf(input.status),
    };
    await this.repository.update(userId, current.id, fields);
    await this.dates.checkToday({ id: current.id, trigger_type: fields.trigger_type ?? current.trigger_type, status: fields.status ?? current.status });
    return {};
  }
}
