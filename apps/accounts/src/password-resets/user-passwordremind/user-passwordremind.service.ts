import { Injectable } from '@nestjs/common';

import { CommandError, type UserPasswordremindReply, type UserPasswordremindRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';
import { isEmail } from '@mail/values';

import { str } from '../../shared/params/param-readers';
import { isTrue } from '../flags';
import { PasswordReminders } from '../password-reminders';

/**
 * user.passwordremind: 1 missing, 2 invalid address; otherwise the same success whether or not a user has the
 * address (3 is never answered): the reminder is queued and sent in the background. An administrator's key unlocks
 * the custom subject and body, and ReturnParams, which sends at once and answers the token and the link.
 */
@Injectable()
export class UserPasswordremindService {
  constructor(private readonly reminders: PasswordReminders) {}

  async run(caller: Caller, input: UserPasswordremindRequest): Promise<UserPasswordremindReply> {
    const email = str(input.emailaddress)?.trim() ?? '';
    if (!isEmail(email)) throw new CommandError(2, 'Invalid email address');
    const admin = await this.reminders.isAdminKey(input.adminapikey);
    const payload = {
      scope: 'user' as const,
      email,
      customLink: str(input.customresetlink),
      baseUrl: caller.request.baseUrl,
      ...(admin ? { subject: str(input.resetemailsubject), content: str(input.resetemailcontent) } : {}),
    };
    if (admin && isTrue(input.returnparams)) {
      const sent = await this.reminders.send(payload);
      return { ErrorText: '', PasswordResetToken: sent?.token ?? '', PasswordResetLink: sent?.link ?? '' };
    }
    await this.reminders.queue(payload);
    return { ErrorText: '', PasswordResetToken: '', PasswordResetLink: '' };
  }
}
