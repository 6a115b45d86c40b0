import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { isNumericId, USER_EMAIL_TEMPLATE_RATE } from './email-templates.shared';
import { InOrder, Rule } from './requests/param-rules';

/** 1 and 2 here; the service answers 3 (the template), then 4–6 (SampleData, IncludeBranding), in the vendor's order. */
export class UseremailtemplatePreviewRequest {
  @InOrder(
    IsPresent(code(1, 'Missing EmailTemplateID parameter')),
    Rule('numericId', isNumericId, code(2, 'Invalid EmailTemplateID. Must be a numeric value.')),
  )
  @Param("The caller's template to render", true)
  emailtemplateid?: string | number;

  @Param(
    'Merge-tag values, an object (or a JSON-encoded object in a form field): keys match subscriber fields, CustomField<ID> and the Subscriber tags of the template case-insensitively; supplied values win over the sample defaults',
  )
  sampledata?: unknown;

  @Param("Boolean (default true): wrap the body in the user's email header and footer, as a sent message is")
  includebranding?: unknown;
}

export interface UseremailtemplatePreviewReply {
  Success: true;
  ErrorCode: 0;
  /** the subject, rendered (an extension: the vendor answers the two bodies) */
  Subject: string;
  HTMLContent: string;
  PlainContent: string;
}

export const UseremailtemplatePreview = defineCommand({
  name: 'useremailtemplate.preview',
  service: 'campaigns',
  auth: 'user',
  permission: 'EmailTemplates.Manage',
  v1: { methods: ['POST'], path: 'useremailtemplate.preview' },
  request: UseremailtemplatePreviewRequest,
  returns: reply<UseremailtemplatePreviewReply>(),
  reply: 'Subject, HTMLContent, PlainContent: rendered as a subscriber would get them, merge tags filled from the sample data',
  errorStyle: 'array',
  errors: {
    1: 'EmailTemplateID missing',
    2: 'EmailTemplateID not numeric',
    3: "no such template of the caller (another user's answers the same)",
    4: 'SampleData not an object',
    5: 'a SampleData value is not a string, number, boolean or null',
    6: 'IncludeBranding not a boolean',
  },
  rateLimit: USER_EMAIL_TEMPLATE_RATE,
  summary: 'Render one of the caller’s email templates as a subscriber would get it, without a campaign or subscriber.',
});
