import { Injectable } from '@nestjs/common';

import { EmailRepository } from '../emails/email.repository';
import { type AutoresponderRecord, AutorespondersRepository } from './autoresponders.repository';
import { AutoresponderDatesProcessor } from './engine/autoresponder-dates.processor';

/**
 * An autoresponder cloned with its email (a new email of the owner with the same content): onto `listId`, named
 * `name`; a clone on another list loses the segment scope (segments belong to one list).
 * Answers the new ids, 'email' when the email could not be cloned.
 */
@Injectable()
export class AutoresponderCloner {
  constructor(
    private readonly repository: AutorespondersRepository,
    private readonly emails: EmailRepository,
    private readonly dates: AutoresponderDatesProcessor,
  ) {}

  async clone(source: AutoresponderRecord, listId: number, name: string, status: string): Promise<{ id: number; emailId: number } | 'email'> {
    const email = await this.emails.duplicate(source.user_id, source.email_id, '');
    if (!email) return 'email';
    const id = await this.repository.insert(source.user_id, {
      list_id: listId,
      segment_id: listId === source.list_id ? source.segment_id : null,
      email_id: email.id,
      name,
      trigger_type: source.trigger_type,
      trigger_value: source.trigger_value,
      trigger_value2: source.trigger_value2,
      trigger_time_type: source.trigger_time_type,
      trigger_time: source.trigger_time,
      repeat: source.repeat,
      status,
    });
    await this.dates.checkToday({ id, trigger_type: source.trigger_type, status });
    return { id, emailId: email.id };
  }
}
