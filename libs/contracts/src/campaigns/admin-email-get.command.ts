import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';
import { ADMIN_MONITOR_RATE } from './admin-campaigns.shared';

export class AdminEmailGetRequest {
  @IsPositiveId(code(1, 'Missing required parameter emailid', { style: 'keyed' }))
  @Param("The email (any user's)", true)
  emailid!: string | number;
}

export interface AdminEmailGetReply {
  Success: true;
  ErrorCode: 0;
  EmailInformation: {
    EmailID: number;
    EmailName: string;
    Subject: string;
    HTMLContent: string;
    TextContent: string;
    RelOwnerUserID: number;
    CreatedOn: string;
    UpdatedOn: string;
    EmailStatus: string;
  };
}

export const AdminEmailGet = defineCommand({
  name: 'admin.email.get',
  service: 'campaigns',
  auth: 'admin',
  request: AdminEmailGetRequest,
  returns: reply<AdminEmailGetReply>(),
  reply: "EmailInformation (any user's email)",
  errorStyle: 'array',
  errors: { 1: 'EmailID missing or not a positive number (keyed `emailid`)', 2: { meaning: 'Email not found', httpStatus: 404 } },
  rateLimit: ADMIN_MONITOR_RATE,
  summary: "Read any user's email content (administrators).",
});
