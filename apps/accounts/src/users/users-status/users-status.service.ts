import { Injectable } from '@nestjs/common';

import { CommandError, type UsersStatusReply, type UsersStatusRequest } from '@mail/contracts';

import { int, str } from '../../shared/params/param-readers';
import { UserRepository } from '../user.repository';

/** users.status: a user is active when they signed in within the last Duration days (default 30), idle otherwise. */
@Injectable()
export class UsersStatusService {
  constructor(private readonly users: UserRepository) {}

  async status(input: UsersStatusRequest): Promise<UsersStatusReply> {
    const raw = str(input.duration)?.trim();
    const days = raw ? int(raw) : 30;
    if (days === undefined || days < 1 || days > 90) throw new CommandError(2, 'Duration must be a whole number of days from 1 to 90');
    const rows = await this.users.activity(days);
    const users = rows.map((row) => ({ UserID: row.id, Status: row.active ? ('active' as const) : ('idle' as const), LastActivity: row.last_activity ?? '' }));
    const active = users.filter((u) => u.Status === 'active').length;
    return { Success: true, Users: users, Summary: { ActiveUsers: active, IdleUsers: users.length - active } };
  }
}
