import { Injectable } from '@nestjs/common';

import { CommandError, type UserSwitchReply, type UserSwitchRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { SessionService } from '../../auth/sessions/session.service';
import { int } from '../../shared/params/param-readers';
import { UserRepository } from '../user.repository';
import { isBlockedStatus } from '../user.row';

/**
 * user.switch: an administrator opens a session as the user (2 for an unknown or disabled user). Both privilege
 * types open the same user session (the vendor does not tell them apart: docs/decisions.md).
 */
@Injectable()
export class UserSwitchService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
  ) {}

  async run(caller: Caller, input: UserSwitchRequest): Promise<UserSwitchReply> {
    const id = int(input.userid);
    const user = id === undefined || id < 1 ? undefined : await this.users.findById(id);
    if (!user || isBlockedStatus(user.account_status)) throw new CommandError(2, 'User not found');
    const sessionId = await this.sessions.open({ userId: user.id }, caller.request.ip);
    return { ErrorText: '', SessionID: sessionId, UserInfo: { UserID: user.id, Username: user.username } };
  }
}
