import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { InOrder } from './requests/param-rules';

export class AttachmentDeleteRequest {
  @InOrder(IsPresent(code(1, 'Missing required parameter AttachmentID')), IsPositiveId(code(2, 'Attachment not found')))
  @Param('Attachment to delete', true)
  attachmentid?: string | number;
}

export interface AttachmentDeleteReply {
  ErrorText: '';
}

export const AttachmentDelete = defineCommand({
  name: 'attachment.delete',
  service: 'campaigns',
  auth: 'user',
  request: AttachmentDeleteRequest,
  returns: reply<AttachmentDeleteReply>(),
  reply: 'ErrorText (empty)',
  errorStyle: 'array',
  errors: { 1: 'AttachmentID missing', 2: "attachment not found, or of another user's email (ours: the vendor documents none)" },
  summary: 'Removes one attachment from an email of the caller.',
});
