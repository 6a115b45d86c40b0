import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

/** Both present first (1, 2), then the email (3) and the job (4): the vendor's order. */
export class EmailDesignpreviewDeleteRequest {
  @IsPresent(code(1, 'Missing required parameter EmailID'))
  @Param('Email the job belongs to', true)
  emailid?: string | number;

  @IsPresent(code(2, 'Missing required parameter JobID'))
  @Param('Preview job to remove', true)
  jobid?: string | number;
}

export type EmailDesignpreviewDeleteReply = Record<string, never>;

export const EmailDesignpreviewDelete = defineCommand({
  name: 'email.designpreview.delete',
  service: 'campaigns',
  auth: 'user',
  permission: 'Email.DesignPreview',
  request: EmailDesignpreviewDeleteRequest,
  returns: reply<EmailDesignpreviewDeleteReply>(),
  reply: '(envelope only; never: no preview job exists)',
  errorStyle: 'array',
  errors: {
    1: 'EmailID missing',
    2: 'JobID missing',
    3: "email not found or not the caller's",
    4: 'preview job not found (always: no design-preview service is configured, so no job exists)',
    5: "the preview service could not be reached (never: the vendor's code, kept)",
  },
  summary: 'Deprecated (PreviewMyEmail.com integration, no replacement): no preview job exists, so a valid request answers 4.',
});
