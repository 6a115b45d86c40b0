import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { MaxTexts } from '../text-bounds';
import { code } from '../validation';
import {
  isNumericId,
  TemplateContentTypes,
  TemplateImageEmbeddings,
  TemplateModes,
  USER_EMAIL_TEMPLATE_RATE,
  USER_TEMPLATE_TEXT_BOUNDS,
} from './email-templates.shared';
import { InOrder, OneOf, Rule } from './requests/param-rules';

export class UseremailtemplateUpdateRequest {
  @InOrder(IsPresent(code(1, 'Missing EmailID parameter')), Rule('numericId', isNumericId, code(2, 'Invalid EmailID. Must be a numeric value.')))
  @Param('The template', true)
  emailid?: string | number;

  @OneOf(TemplateContentTypes, code(3, 'Invalid ContentType. Must be one of: HTML, Plain, Both'))
  @Param("'HTML', 'Plain' or 'Both'")
  contenttype?: string;

  @OneOf(TemplateModes, code(4, 'Invalid Mode. Must be one of: Stripo, Editor'))
  @Param("'Stripo' or 'Editor'")
  mode?: string;

  @OneOf(TemplateImageEmbeddings, code(5, 'Invalid ImageEmbedding. Must be one of: Enabled, Disabled'))
  @Param("'Enabled' or 'Disabled'")
  imageembedding?: string;

  @Param('New name (a blank one keeps the name: a template always has one)')
  emailname?: string;

  @Param('New subject (a blank one keeps the subject: a template always has one)')
  subject?: string;

  @Param('New preview text; an empty one clears it')
  preheadertext?: string;

  @Param('New HTML body; an empty one clears it')
  htmlcontent?: string;

  @Param('New plain-text body; an empty one clears it')
  plaincontent?: string;

  @Param('New Stripo HTML data')
  extracontent1?: string;

  @InOrder(...MaxTexts(7, USER_TEMPLATE_TEXT_BOUNDS))
  @Param('New Stripo CSS data')
  extracontent2?: string;
}

export interface UseremailtemplateUpdateReply {
  Success: true;
  ErrorCode: 0;
}

export const UseremailtemplateUpdate = defineCommand({
  name: 'useremailtemplate.update',
  service: 'campaigns',
  auth: 'user',
  permission: 'EmailTemplates.Manage',
  v1: { methods: ['PATCH'], path: 'useremailtemplate' },
  request: UseremailtemplateUpdateRequest,
  returns: reply<UseremailtemplateUpdateReply>(),
  errorStyle: 'array',
  errors: {
    1: 'EmailID missing',
    2: 'EmailID not numeric',
    3: 'ContentType not HTML, Plain or Both',
    4: 'Mode not Stripo or Editor',
    5: 'ImageEmbedding not Enabled or Disabled',
    6: "no such template of the caller (another user's answers the same)",
    7: 'a text over its bound (extension)',
  },
  rateLimit: USER_EMAIL_TEMPLATE_RATE,
  summary: 'Change the fields sent of one of the caller’s email templates; the others keep their value.',
});
