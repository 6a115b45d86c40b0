import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class EmailCreateRequest {
  @Param('Owner of the new email; defaults to the caller (old clients omit it)')
  reluserid?: string | number;
}

export interface EmailCreateReply {
  EmailID: number;
}

export const EmailCreate = defineCommand({
  name: 'Email.Create',
  service: 'campaigns',
  auth: 'user',
  request: EmailCreateRequest,
  returns: reply<EmailCreateReply>(),
  reply: 'EmailID',
  errorStyle: 'array',
  errors: {},
  summary: 'Create an empty email; returns EmailID.',
});
