import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { isPresent, IsPresent, Param } from '../request-params';
import { MaxTexts, TextBounds } from '../text-bounds';
import { code } from '../validation';
import { GALLERY_TEXT_BOUNDS, isOwnerParam } from './email-templates.shared';
import { ifGiven, InOrder, Rule } from './requests/param-rules';

export class EmailTemplateCreateRequest {
  @IsPresent(code(1, 'Missing required parameter TemplateName'))
  @Param(`Template name, at most ${TextBounds.name} characters`, true)
  templatename?: string;

  @Rule(
    'someContent',
    (_, params) => isPresent(params.templatehtmlcontent) || isPresent(params.templateplaincontent),
    code(2, 'TemplateHTMLContent or TemplatePlainContent is required'),
  )
  @Param('HTML body (merge tags allowed); at least one of TemplateHTMLContent and TemplatePlainContent', 'cond')
  templatehtmlcontent?: string;

  @Param('Plain-text body; at least one of TemplateHTMLContent and TemplatePlainContent', 'cond')
  templateplaincontent?: string;

  @Param('Free description')
  templatedescription?: string;

  @Param('Default subject line (what an email made from the template takes)')
  templatesubject?: string;

  @Param('Path of a thumbnail image, stored as given')
  templatethumbnailpath?: string;

  @Rule('ownerId', ifGiven(isOwnerParam), code(3, 'RelOwnerUserID is not an existing user'))
  @Param('Administrators only: the user who owns the template; absent or 0 makes a global template every user can read (a user always creates their own)')
  relowneruserid?: string | number;

  @InOrder(...MaxTexts(4, GALLERY_TEXT_BOUNDS))
  @Param('Access setting, stored as given (the vendor documents no values)')
  accesstype?: string;
}

export interface EmailTemplateCreateReply {
  TemplateID: number;
}

export const EmailTemplateCreate = defineCommand({
  name: 'email.template.create',
  service: 'campaigns',
  auth: 'user-or-admin',
  permission: 'EmailTemplates.Manage',
  request: EmailTemplateCreateRequest,
  returns: reply<EmailTemplateCreateReply>(),
  reply: 'TemplateID',
  errorStyle: 'array',
  errors: {
    1: 'TemplateName missing',
    2: 'neither TemplateHTMLContent nor TemplatePlainContent given',
    3: 'administrators: RelOwnerUserID is not an existing user (extension)',
    4: 'a text over its bound (extension)',
  },
  summary: "Add a template to the template gallery: a user's own, or, by an administrator, a global one (or one for a user).",
});
