import { Inject, Injectable } from '@nestjs/common';

import { type AdminPasswordremindReply, type AdminPasswordremindRequest, CommandError } from '@mail/contracts';
import type { Caller } from '@mail/kit';
import { isEmail } from '@mail/values';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../accounts.config';
import { str } from '../../shared/params/param-readers';
import { PasswordReminders } from '../password-reminders';

/**
 * admin.passwordremind: `emailaddress` missing, 2 invalid, demo mode refused; otherwise the reminder is queued
 * and the reply is the same whether or not an administrator has the address (the vendor's 3 is not answered:
 * docs/decisions.md).
 */
@Injectable()
export class AdminPasswordremindService {
  constructor(
    private readonly reminders: PasswordReminders,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {}

  async run(caller: Caller, input: AdminPasswordremindRequest): Promise<AdminPasswordremindReply> {
    if (this.config.demoMode) throw new CommandError(403, 'NOT AVAILABLE IN DEMO MODE.', { value: 'NOT AVAILABLE IN DEMO MODE.' });
    const email = str(input.emailaddress)?.trim() ?? '';
    if (!isEmail(email)) throw new CommandError(2, 'Invalid email address');
    await this.reminders.queue({ scope: 'admin', email, customLink: str(input.customresetlink), baseUrl: caller.request.baseUrl });
    return {};
  }
}
