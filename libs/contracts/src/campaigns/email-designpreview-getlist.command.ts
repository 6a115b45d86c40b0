import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { InOrder } from './requests/param-rules';

export class EmailDesignpreviewGetlistRequest {
  @InOrder(IsPresent(code(1, 'Missing required parameter EmailID')), IsPositiveId(code(2, 'Email not found')))
  @Param('Email whose jobs are listed', true)
  emailid?: string | number;
}

export interface EmailDesignpreviewGetlistReply {
  /** always empty: no design-preview service is configured */
  PreviewList: { JobID: number; PreviewMyEmailJobID: string; Status: string; SubmitDate: string }[];
}

export const EmailDesignpreviewGetlist = defineCommand({
  name: 'email.designpreview.getlist',
  service: 'campaigns',
  auth: 'user',
  permission: 'Email.DesignPreview',
  request: EmailDesignpreviewGetlistRequest,
  returns: reply<EmailDesignpreviewGetlistReply>(),
  reply: 'PreviewList (always [])',
  errorStyle: 'array',
  errors: { 1: 'EmailID missing', 2: "email not found or not the caller's" },
  summary: 'Deprecated (PreviewMyEmail.com integration, no replacement): the jobs of an email of the caller, always none.',
});
