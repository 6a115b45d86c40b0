import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { USER_EMAIL_TEMPLATE_RATE, type UserEmailTemplateRow } from './email-templates.shared';

export class UseremailtemplatesGetRequest {
  @Param("'CreatedAt' (default) or 'EmailName'; any other value sorts by CreatedAt")
  orderfield?: string;

  @Param("'ASC' or 'DESC' (default); any other value sorts DESC")
  ordertype?: string;

  @Param('Page size, 1–100 (default 25; a larger one gives 100, a smaller or non-numeric one 25)')
  limit?: string | number;

  @Param('Templates to skip (default 0)')
  offset?: string | number;

  @Param('Comma-separated columns to answer per template (EmailID always; unknown names dropped); absent: every column')
  fields?: string;
}

export interface UseremailtemplatesGetReply {
  Success: true;
  ErrorCode: 0;
  TotalEmailTemplateCount: number;
  EmailTemplates: Partial<UserEmailTemplateRow>[];
}

export const UseremailtemplatesGet = defineCommand({
  name: 'useremailtemplates.get',
  service: 'campaigns',
  auth: 'user',
  permission: 'EmailTemplates.Manage',
  v1: { methods: ['GET'], path: 'useremailtemplates' },
  request: UseremailtemplatesGetRequest,
  returns: reply<UseremailtemplatesGetReply>(),
  reply: 'TotalEmailTemplateCount (all of the caller, whatever the page), EmailTemplates',
  errorStyle: 'array',
  errors: {},
  rateLimit: USER_EMAIL_TEMPLATE_RATE,
  summary: "The caller's email templates, sorted and paged, optionally trimmed to chosen columns.",
});
