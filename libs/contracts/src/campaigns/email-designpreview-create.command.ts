import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { InOrder } from './requests/param-rules';

export class EmailDesignpreviewCreateRequest {
  @InOrder(IsPresent(code(1, 'Missing required parameter EmailID')), IsPositiveId(code(2, 'Email not found')))
  @Param('Email to submit', true)
  emailid?: string | number;
}

/** Never answered: no design-preview service is configured (kept for the vendor's shape). */
export interface EmailDesignpreviewCreateReply {
  JobID: number;
  PreviewMyEmailJobID: string;
}

export const EmailDesignpreviewCreate = defineCommand({
  name: 'email.designpreview.create',
  service: 'campaigns',
  auth: 'user',
  permission: 'Email.DesignPreview',
  request: EmailDesignpreviewCreateRequest,
  returns: reply<EmailDesignpreviewCreateReply>(),
  reply: 'JobID, PreviewMyEmailJobID (never: the service is not configured)',
  errorStyle: 'array',
  errors: {
    1: 'EmailID missing',
    2: "email not found or not the caller's",
    3: 'the design-preview service is not configured (always, for an email of the caller)',
    4: "out of administrator preview credits (never: the vendor's code, kept)",
    5: "out of user preview credits (never: the vendor's code, kept)",
  },
  summary:
    'Deprecated (the vendor dropped its PreviewMyEmail.com integration, no replacement): answers 3 for an email of the caller, as the vendor does when no design-preview service is configured.',
});
