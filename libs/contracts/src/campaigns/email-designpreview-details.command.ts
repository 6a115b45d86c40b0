import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { InOrder } from './requests/param-rules';

export class EmailDesignpreviewDetailsRequest {
  @InOrder(IsPresent(code(1, 'Missing required parameter EmailID')), IsPositiveId(code(2, 'Email not found')))
  @Param('Email the job belongs to', true)
  emailid?: string | number;

  @InOrder(IsPresent(code(3, 'Missing required parameter JobID')), IsPositiveId(code(4, 'Preview job not found')))
  @Param('Preview job to read', true)
  jobid?: string | number;
}

/** Never answered: no preview job exists (kept for the vendor's shape). */
export interface EmailDesignpreviewDetailsReply {
  PreviewRequest: {
    JobID: number;
    PreviewMyEmailJobID: string;
    Status: string;
    PreviewResults: { ClientCode: string; ImagesOnURL: string; ImagesOffURL: string; ThumbnailURL: string }[];
  };
}

export const EmailDesignpreviewDetails = defineCommand({
  name: 'email.designpreview.details',
  service: 'campaigns',
  auth: 'user',
  permission: 'Email.DesignPreview',
  request: EmailDesignpreviewDetailsRequest,
  returns: reply<EmailDesignpreviewDetailsReply>(),
  reply: 'PreviewRequest { JobID, PreviewMyEmailJobID, Status, PreviewResults } (never: no preview job exists)',
  errorStyle: 'array',
  errors: {
    1: 'EmailID missing',
    2: "email not found or not the caller's",
    3: 'JobID missing',
    4: 'preview job not found (always: no design-preview service is configured, so no job exists)',
    5: "the preview service could not be reached (never: the vendor's code, kept)",
  },
  summary: 'Deprecated (PreviewMyEmail.com integration, no replacement): no preview job exists, so a valid request answers 4.',
});
