import { IsPresent, isPresent, Param } from '../request-params';
import { code } from '../validation';
import { type RequestParams, requiredWhen, Rule } from './requests/param-rules';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

const hasInlineContent = (params: RequestParams): boolean => isPresent(params.htmlcontent) || isPresent(params.plaintextcontent);

export class EmailEmailPreviewRequest {
  @Rule('emailOrContent', requiredWhen((params) => !hasInlineContent(params)), code(1, 'Email ID is required.'))
  @Param('The email to send (required unless HTMLContent or PlainTextContent is given)', 'cond')
  emailid?: string | number;

  @IsPresent(code(2, 'Email address is required.'))
  @Param('Destination address of the preview', true)
  emailaddress?: string;

  @Param("Personalise the campaign's links and tracking as this campaign would")
  campaignid?: string | number;

  @Param("Personalise with this list's subscriber fields and links")
  listid?: string | number;

  @Param("boolean, default true: add the user's header and footer blocks (user.emailcontent) as campaign messages have them")
  addusergroupheaderfooter?: string | boolean;

  @Param("Kind of email previewed, e.g. 'optinconfirmation' (renders the opt-in links)")
  emailtype?: string;

  @Param('HTML content to preview when no EmailID is given')
  htmlcontent?: string;

  @Param('Plain content to preview when no EmailID is given')
  plaintextcontent?: string;

  @Param("From name when no EmailID is given (default 'Preview Email')")
  fromname?: string;

  @Param("From address when no EmailID is given (default: the installation's preview sender)")
  fromemailaddress?: string;
}

export type EmailEmailPreviewReply = Record<string, never>;

export const EmailEmailPreview = defineCommand({
  name: 'Email.EmailPreview',
  service: 'campaigns',
  auth: 'user',
  request: EmailEmailPreviewRequest,
  returns: reply<EmailEmailPreviewReply>(),
  errorStyle: 'scalar',
  errors: {
    1: 'EmailID missing (and no HTMLContent or PlainTextContent)',
    2: 'EmailAddress missing',
    3: "email not found or not the caller's",
    4: 'invalid EmailAddress format',
    6: "list not found or not the caller's",
    7: "campaign not found or not the caller's",
    8: "sender domain not found or not the caller's",
  },
  summary: 'Send a real, fully personalised preview of an email.',
});
