import { IsPositiveId, IsPresent, isPositiveId, isPresent, Param } from '../../request-params';
import { code } from '../../validation';
import { EmailModes, PersonalizationScopes, ValidateScopes } from '../values';
import { canonicalListOf } from './param-values';
import { InOrder, OneOf, paramIs, type RequestParams, requiredWhen, Rule } from './param-rules';

/**
 * Email requests. Each DTO checks on receipt what needs no lookup, in the spec's order; the service answers the
 * rest (existence and ownership, address syntax, content and sender domain), also in the spec's order.
 */

export class EmailCreateRequest {
  @Param('Owner of the new email; defaults to the caller (old clients omit it)')
  reluserid?: string | number;
}

export class EmailDeleteRequest {
  @IsPositiveId(code(1, 'Required field missing: EmailID'))
  @Param('The email', true)
  emailid?: string | number;
}

export class EmailDuplicateRequest {
  @IsPositiveId(code(1, "The 'EmailID' parameter is missing or invalid."))
  @Param('The email to copy', true)
  emailid?: string | number;
}

export class EmailGetRequest {
  @InOrder(
    IsPresent(code(1, "The required parameter 'EmailID' is missing.")),
    IsPositiveId(code(2, 'Email not found or you do not have permission to view it.')),
  )
  @Param('The email', true)
  emailid?: string | number;
}

export class EmailSpamTestRequest {
  @InOrder(IsPresent(code(1, 'Email ID is required.')), IsPositiveId(code(2, 'Email not found.')))
  @Param('The email to score', true)
  emailid?: string | number;
}

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

  @Param("boolean: add the user group's header and footer")
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

export class EmailPersonalizationTagsRequest {
  @Rule('scopes', (value) => canonicalListOf(PersonalizationScopes, value) !== undefined, code(1, 'Scope parameter is missing or invalid.'))
  @Param(`Scopes: an array (\`Scope[]=\`), JSON array or comma list of ${PersonalizationScopes.map((s) => `'${s}'`).join(', ')}`, true)
  scope?: string | string[];

  @Rule(
    'subscriberScopeList',
    (value, params) => !canonicalListOf(PersonalizationScopes, params.scope)?.includes('Subscriber') || isPositiveId(value),
    code(2, "ListID is required when 'Subscriber' is included in the scope."),
  )
  @Param("The list whose subscriber fields to list (required when Scope includes 'Subscriber')", 'cond')
  listid?: string | number;
}

export class EmailUpdateRequest {
  @InOrder(IsPresent(code(1, 'Email ID is required')), IsPositiveId(code(2, 'Email not found')))
  @Param('The email', true)
  emailid?: string | number;

  @OneOf(EmailModes, code(4, 'Invalid mode specified'))
  @Param("'Editor', 'Template', 'Import' (fetches FetchURL/FetchPlainURL), 'Empty', or a third-party editor ('Stripo', 'Unlayer')")
  mode?: string;

  @Rule('templateForTemplateMode', requiredWhen(paramIs('mode', 'Template'), isPositiveId), code(5, "Template ID is required when mode is 'Template'"))
  @Param("The template (required when Mode is 'Template')", 'cond')
  reltemplateid?: string | number;

  @InOrder(IsPresent(code(9, 'ValidateScope is required')), OneOf(ValidateScopes, code(10, 'Invalid ValidateScope value')))
  @Param("'Campaign' (needs the unsubscribe link), 'OptIn' (needs the confirm and reject links) or 'AutoResponder'", true)
  validatescope?: string;

  @Param('Sender domain name; required when the user group manages sender domains (FromEmail then holds the local part)', 'cond')
  senderdomain?: string;

  @Param('Name of the email')
  emailname?: string;

  @Param('From address')
  fromemail?: string;

  @Param('From name')
  fromname?: string;

  @Param('Reply-to address')
  replytoemail?: string;

  @Param('Reply-to name')
  replytoname?: string;

  @Param('Subject (merge tags allowed)')
  subject?: string;

  @Param('HTML content')
  htmlcontent?: string;

  @Param('Plain-text content')
  plaincontent?: string;

  @Param('Import mode: URL of the HTML content (fetched over HTTP(S); no private or loopback addresses)')
  fetchurl?: string;

  @Param('Import mode: URL of the plain-text content')
  fetchplainurl?: string;

  @Param("'Enabled' or 'Disabled': embed images in the message")
  imageembedding?: string;

  @Param('Preview text shown after the subject')
  preheadertext?: string;

  @Param('Extra content 1')
  extracontent1?: string;

  @Param('Extra content 2')
  extracontent2?: string;

  @Param('boolean: derive the plain content from the HTML (stored; omitted = off)')
  plaincontentautoconvert?: string | boolean;

  @Param('boolean: set the HTML <title> to the subject (stored; omitted = off)')
  subjectsettotitleelement?: string | boolean;
}

/** Emails.Get takes nothing but the credentials (the spec: "No further params"). */
export class EmailsGetRequest {}
