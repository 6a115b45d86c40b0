import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, IsPresent, Param } from '../request-params';
import { MaxTexts } from '../text-bounds';
import { code } from '../validation';
import { GALLERY_TEXT_BOUNDS, isOwnerParam } from './email-templates.shared';
import { ifGiven, InOrder, Rule } from './requests/param-rules';

export class EmailTemplateUpdateRequest {
  @InOrder(IsPresent(code(1, 'Missing required parameter TemplateID')), IsPositiveId(code(2, 'Template not found or access denied')))
  @Param('The gallery template', true)
  templateid?: string | number;

  @Param('New name (a blank one keeps the name)')
  templatename?: string;

  @Param('New description')
  templatedescription?: string;

  @Param('New default subject')
  templatesubject?: string;

  @Param('New HTML body')
  templatehtmlcontent?: string;

  @Param('New plain-text body')
  templateplaincontent?: string;

  @Param('New thumbnail path')
  templatethumbnailpath?: string;

  @Rule('ownerId', ifGiven(isOwnerParam), code(3, 'RelOwnerUserID is not an existing user'))
  @Param('Administrators only: the new owner (0: global); ignored for a user')
  relowneruserid?: string | number;

  @InOrder(...MaxTexts(4, GALLERY_TEXT_BOUNDS))
  @Param('Administrators only: the new access setting; ignored for a user')
  accesstype?: string;
}

export type EmailTemplateUpdateReply = Record<string, never>;

export const EmailTemplateUpdate = defineCommand({
  name: 'email.template.update',
  service: 'campaigns',
  auth: 'user-or-admin',
  permission: 'EmailTemplates.Manage',
  request: EmailTemplateUpdateRequest,
  returns: reply<EmailTemplateUpdateReply>(),
  errorStyle: 'array',
  errors: {
    1: 'TemplateID missing',
    2: "no such template, or one the caller may not change (a user changes their own only: another user's and the global ones answer 2)",
    3: 'administrators: RelOwnerUserID is not an existing user (extension)',
    4: 'a text over its bound (extension)',
  },
  summary: 'Change the fields sent of a gallery template; the others keep their value.',
});
