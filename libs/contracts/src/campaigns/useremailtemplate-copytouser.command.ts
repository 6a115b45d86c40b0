import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { isNumericId, USER_EMAIL_TEMPLATE_RATE } from './email-templates.shared';
import { InOrder, Rule } from './requests/param-rules';

/** 1–3 (each missing parameter) are checked before 4–6 (each non-numeric one), as the vendor numbers them. */
export class UseremailtemplateCopytouserRequest {
  @IsPresent(code(1, 'Missing EmailID parameter'))
  @Param('The template to copy', true)
  emailid?: string | number;

  @IsPresent(code(2, 'Missing SourceUserID parameter'))
  @Param('The user who owns the template', true)
  sourceuserid?: string | number;

  @InOrder(
    IsPresent(code(3, 'Missing TargetUserID parameter')),
    Rule('numericEmailId', (_, p) => isNumericId(p.emailid), code(4, 'Invalid EmailID. Must be a numeric value.')),
    Rule('numericSourceUserId', (_, p) => isNumericId(p.sourceuserid), code(5, 'Invalid SourceUserID. Must be a numeric value.')),
    Rule('numericTargetUserId', (_, p) => isNumericId(p.targetuserid), code(6, 'Invalid TargetUserID. Must be a numeric value.')),
  )
  @Param('The user who receives the copy', true)
  targetuserid?: string | number;
}

export interface UseremailtemplateCopytouserReply {
  Success: true;
  ErrorCode: 0;
  EmailID: number;
}

export const UseremailtemplateCopytouser = defineCommand({
  name: 'useremailtemplate.copytouser',
  service: 'campaigns',
  auth: 'admin',
  v1: { methods: ['POST'], path: 'useremailtemplate.copytouser' },
  request: UseremailtemplateCopytouserRequest,
  returns: reply<UseremailtemplateCopytouserReply>(),
  reply: "EmailID (the target user's new template, with the source's name and content)",
  errorStyle: 'array',
  errors: {
    1: 'EmailID missing',
    2: 'SourceUserID missing',
    3: 'TargetUserID missing',
    4: 'EmailID not numeric',
    5: 'SourceUserID not numeric',
    6: 'TargetUserID not numeric',
    7: 'the source user does not exist',
    8: 'the target user does not exist',
    9: 'the source user has no template with this id',
  },
  rateLimit: USER_EMAIL_TEMPLATE_RATE,
  summary: "Copy one user's email template into another user's account (administrators).",
});
