import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { TextBounds } from '../text-bounds';
import { USER_EMAIL_TEMPLATE_RATE } from './email-templates.shared';

/** Checked by the service, which answers every failing one of 1–5 together (the vendor's Errors array); then 6. */
export class UseremailtemplateCreateRequest {
  @Param(`Template name, at most ${TextBounds.name} characters`, true)
  emailname?: string;

  @Param(`Subject line (merge tags allowed), at most ${TextBounds.line} characters`, true)
  subject?: string;

  @Param('Preview text shown by mail clients after the subject')
  preheadertext?: string;

  @Param("'HTML' (default), 'Plain' or 'Both'")
  contenttype?: string;

  @Param('HTML body (merge tags allowed)')
  htmlcontent?: string;

  @Param('Plain-text body')
  plaincontent?: string;

  @Param('Stripo editor HTML data, stored as given')
  extracontent1?: string;

  @Param('Stripo editor CSS data, stored as given')
  extracontent2?: string;

  @Param("'Editor' (default) or 'Stripo'")
  mode?: string;

  @Param("'Enabled' or 'Disabled' (default): embed images in the message")
  imageembedding?: string;
}

export interface UseremailtemplateCreateReply {
  Success: true;
  ErrorCode: 0;
  EmailID: number;
}

export const UseremailtemplateCreate = defineCommand({
  name: 'useremailtemplate.create',
  service: 'campaigns',
  auth: 'user',
  permission: 'EmailTemplates.Manage',
  v1: { methods: ['POST'], path: 'useremailtemplate' },
  request: UseremailtemplateCreateRequest,
  returns: reply<UseremailtemplateCreateReply>(),
  reply: 'EmailID',
  errorStyle: 'array',
  errors: {
    1: 'EmailName missing',
    2: 'Subject missing',
    3: 'ContentType not HTML, Plain or Both',
    4: 'Mode not Stripo or Editor',
    5: 'ImageEmbedding not Enabled or Disabled',
    6: 'a text over its bound (extension; checked after 1–5)',
  },
  rateLimit: USER_EMAIL_TEMPLATE_RATE,
  summary: 'Create an email template of the caller; every failing check among 1–5 is answered together.',
});
