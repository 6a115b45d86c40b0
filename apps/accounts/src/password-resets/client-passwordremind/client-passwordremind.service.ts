import { Injectable } from '@nestjs/common';

import { type ClientPasswordremindReply, type ClientPasswordremindRequest, CommandError } from '@mail/contracts';
import type { Caller } from '@mail/kit';
import { isEmail } from '@mail/values';

import { str } from '../../shared/params/param-readers';
import { PasswordReminders } from '../password-reminders';

/**
 * client.passwordremind: 1 missing, 2 invalid address; otherwise the same success whether or not a client has the
 * address (the vendor's 3 is never answered): the reminder is queued and the job mails the link when an enabled
 * client of an active owner has the address.
 */
@Injectable()
export class ClientPasswordremindService {
  constructor(private readonly reminders: PasswordReminders) {}

  async run(caller: Caller, input: ClientPasswordremindRequest): Promise<ClientPasswordremindReply> {
    const email = str(input.emailaddress)?.trim() ?? '';
    if (!isEmail(email)) throw new CommandError(2, 'Invalid email address');
    await this.reminders.queue({ scope: 'client', email, customLink: str(input.customresetlink), baseUrl: caller.request.baseUrl });
    return { ErrorText: '' };
  }
}
