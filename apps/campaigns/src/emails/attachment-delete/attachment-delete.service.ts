import { Injectable } from '@nestjs/common';

import { type AttachmentDeleteReply, type AttachmentDeleteRequest, CommandError } from '@mail/contracts';

import { idParam } from '../email-params';
import { EmailRepository } from '../email.repository';

/** attachment.delete: an attachment of one of the caller's emails; any other id (another user's too) is not found. */
@Injectable()
export class AttachmentDeleteService {
  constructor(private readonly emails: EmailRepository) {}

  async run(userId: number, input: AttachmentDeleteRequest): Promise<AttachmentDeleteReply> {
    if (!(await this.emails.deleteAttachment(userId, idParam(input.attachmentid)))) throw new CommandError(2, 'Attachment not found');
    return { ErrorText: '' };
  }
}
