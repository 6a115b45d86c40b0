import { Injectable } from '@nestjs/common';

import { CommandError, type UserEmailcontentUpdateReply, type UserEmailcontentUpdateRequest } from '@mail/contracts';

import { emailContentOf } from '../user-email-content.presenter';
import { UserEmailContentRepository } from '../user-email-content.repository';

/** a block sent (null counts as '') replaces the stored one, raw; a block left out stays */
const given = (value: string | number | null | undefined): string | undefined => (value === undefined ? undefined : String(value ?? ''));

/** user.emailcontent.update: a true partial update of the four blocks, answered with all four as stored. */
@Injectable()
export class UserEmailcontentUpdateService {
  constructor(private readonly repository: UserEmailContentRepository) {}

  async run(userId: number, input: UserEmailcontentUpdateRequest): Promise<UserEmailcontentUpdateReply> {
    const stored = await this.repository.merge(userId, {
      plainHeader: given(input.plainemailheader),
      plainFooter: given(input.plainemailfooter),
      htmlHeader: given(input.htmlemailheader),
      htmlFooter: given(input.htmlemailfooter),
    });
    if (!stored) throw new CommandError(2, 'Failed to save email content');
    return { Success: true, EmailContent: emailContentOf(stored) };
  }
}
