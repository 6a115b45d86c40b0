import { Injectable } from '@nestjs/common';

import { CommandError, type UserSenderdomainDeleteReply, type UserSenderdomainDeleteRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { UserSenderDomainsRepository } from '../user-sender-domains.repository';

/** user.senderdomain.delete: soft (the row stays, Deleted, invisible to every read); 2 not the caller's. */
@Injectable()
export class UserSenderdomainDeleteService {
  constructor(private readonly repository: UserSenderDomainsRepository) {}

  async run(userId: number, input: UserSenderdomainDeleteRequest): Promise<UserSenderdomainDeleteReply> {
    if (!(await this.repository.softDelete(userId, positiveId(input.domainid)!))) throw new CommandError(2, 'Sender domain not found');
    return { Success: true };
  }
}
