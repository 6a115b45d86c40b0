import { Injectable } from '@nestjs/common';

import { JobHandler } from '@mail/jobs';

import { PasswordRemind, type PasswordRemindPayload } from './password-remind.job';
import { PasswordReminders } from './password-reminders';

/** Sends a queued password reminder (PasswordRemind). Nothing happens for an address nobody has. */
@Injectable()
export class PasswordRemindProcessor {
  constructor(private readonly reminders: PasswordReminders) {}

  @JobHandler(PasswordRemind)
  async run(payload: PasswordRemindPayload): Promise<void> {
    await this.reminders.send(payload);
  }
}
