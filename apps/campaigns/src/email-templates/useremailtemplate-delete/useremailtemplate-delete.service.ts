import { Injectable } from '@nestjs/common';

import type { UseremailtemplateDeleteReply, UseremailtemplateDeleteRequest } from '@mail/contracts';

import { EmailTemplatesRepository } from '../email-templates.repository';
import { idsOf } from '../gallery-scope';

/** useremailtemplate.delete: those of the ids that are the caller's templates go; DeletedCount says how many. 1: the DTO's. */
@Injectable()
export class UseremailtemplateDeleteService {
  constructor(private readonly templates: EmailTemplatesRepository) {}

  async run(userId: number, input: UseremailtemplateDeleteRequest): Promise<UseremailtemplateDeleteReply> {
    const ids = idsOf(input.emailid);
    const deleted = ids.length > 0 ? await this.templates.deleteUserTemplates(userId, ids) : 0;
    return { Success: true, ErrorCode: 0, DeletedCount: deleted };
  }
}
