import { Injectable } from '@nestjs/common';

import type { UserEmailcontentGetReply } from '@mail/contracts';

import { emailContentOf } from '../user-email-content.presenter';
import { UserEmailContentRepository } from '../user-email-content.repository';

/** user.emailcontent.get: the caller's blocks; a user who never saved any has four empty strings. */
@Injectable()
export class UserEmailcontentGetService {
  constructor(private readonly repository: UserEmailContentRepository) {}

  async run(userId: number): Promise<UserEmailcontentGetReply> {
    return { Success: true, EmailContent: emailContentOf(await this.repository.of(userId)) };
  }
}
