import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { USER_EMAIL_TEMPLATE_RATE } from './email-templates.shared';

export class UseremailtemplateDeleteRequest {
  @IsPresent(code(1, 'Missing EmailID parameter'))
  @Param('One template id, or comma-separated ids (e.g. 42,43,44); entries that are not ids are skipped', true)
  emailid?: string | number;
}

export interface UseremailtemplateDeleteReply {
  Success: true;
  ErrorCode: 0;
  DeletedCount: number;
}

export const UseremailtemplateDelete = defineCommand({
  name: 'useremailtemplate.delete',
  service: 'campaigns',
  auth: 'user',
  permission: 'EmailTemplates.Manage',
  v1: { methods: ['DELETE'], path: 'useremailtemplate' },
  request: UseremailtemplateDeleteRequest,
  returns: reply<UseremailtemplateDeleteReply>(),
  reply: "DeletedCount (the caller's templates among the ids; other ids are left alone and not counted)",
  errorStyle: 'array',
  errors: { 1: 'EmailID missing' },
  rateLimit: USER_EMAIL_TEMPLATE_RATE,
  summary: 'Delete one or several of the caller’s email templates and say how many went.',
});
