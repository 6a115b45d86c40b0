import { IsPositiveId, isPositiveId, IsPresent, Param } from '../request-params';
import { MaxTexts, TextBounds } from '../text-bounds';
import { code } from '../validation';
import { EmailModes, ValidateScopes } from './values';
import { InOrder, OneOf, paramIs, requiredWhen, Rule } from './requests/param-rules';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** code 22, checked after every other: a stored text over its bound (docs/decisions.md, "Stored text bounds") */
const TEXT_BOUNDS = [
  ['SenderDomain', TextBounds.name],
  ['EmailName', TextBounds.name],
  ['FromEmail', TextBounds.address],
  ['FromName', TextBounds.name],
  ['ReplyToEmail', TextBounds.address],
  ['ReplyToName', TextBounds.name],
  ['Subject', TextBounds.line],
  ['HTMLContent', TextBounds.body],
  ['PlainContent', TextBounds.body],
  ['FetchURL', TextBounds.url],
  ['FetchPlainURL', TextBounds.url],
  ['PreHeaderText', TextBounds.line],
  ['ExtraContent1', TextBounds.body],
  ['ExtraContent2', TextBounds.body],
] as const;

export class EmailUpdateRequest {
  @InOrder(IsPresent(code(1, 'Email ID is required')), IsPositiveId(code(2, 'Email not found')))
  @Param('The email', true)
  emailid?: string | number;

  @OneOf(EmailModes, code(4, 'Invalid mode specified'))
  @Param("'Editor', 'Template', 'Import' (fetches FetchURL/FetchPlainURL), 'Empty', or a third-party editor ('Stripo', 'Unlayer')")
  mode?: string;

  @Rule('templateForTemplateMode', requiredWhen(paramIs('mode', 'Template'), isPositiveId), code(5, "Template ID is required when mode is 'Template'"))
  @Param(
    "A gallery template (email.template.*) the user may use, their own or a global one, required when Mode is 'Template': its subject and bodies become the email's (a Subject, HTMLContent or PlainContent sent in the same call wins)",
    'cond',
  )
  reltemplateid?: string | number;

  @InOrder(IsPresent(code(9, 'ValidateScope is required')), OneOf(ValidateScopes, code(10, 'Invalid ValidateScope value')))
  @Param("'Campaign' (needs the unsubscribe link), 'OptIn' (needs the confirm and reject links) or 'AutoResponder'", true)
  validatescope?: string;

  @Param(
    `Sender domain name; required when the user group manages sender domains (FromEmail then holds the local part), at most ${TextBounds.name} characters`,
    'cond',
  )
  senderdomain?: string;

  @Param(`Name of the email, at most ${TextBounds.name} characters`)
  emailname?: string;

  @Param(`From address, at most ${TextBounds.address} characters`)
  fromemail?: string;

  @Param(`From name, at most ${TextBounds.name} characters`)
  fromname?: string;

  @Param(`Reply-to address, at most ${TextBounds.address} characters`)
  replytoemail?: string;

  @Param(`Reply-to name, at most ${TextBounds.name} characters`)
  replytoname?: string;

  @Param(`Subject (merge tags allowed), at most ${TextBounds.line} characters`)
  subject?: string;

  @Param(`HTML content, at most ${TextBounds.body} characters`)
  htmlcontent?: string;

  @Param(`Plain-text content, at most ${TextBounds.body} characters`)
  plaincontent?: string;

  @Param(`Import mode: URL of the HTML content (fetched over HTTP(S); no private or loopback addresses), at most ${TextBounds.url} characters`)
  fetchurl?: string;

  @Param(`Import mode: URL of the plain-text content, at most ${TextBounds.url} characters`)
  fetchplainurl?: string;

  @Param("'Enabled' or 'Disabled': embed images in the message")
  imageembedding?: string;

  @Param(`Preview text shown after the subject, at most ${TextBounds.line} characters`)
  preheadertext?: string;

  @Param(`Extra content 1, at most ${TextBounds.body} characters`)
  extracontent1?: string;

  @Param(`Extra content 2, at most ${TextBounds.body} characters`)
  extracontent2?: string;

  @Param('boolean: derive the plain content from the HTML (stored; omitted = off)')
  plaincontentautoconvert?: string | boolean;

  @InOrder(...MaxTexts(22, TEXT_BOUNDS))
  @Param('boolean: set the HTML <title> to the subject (stored; omitted = off)')
  subjectsettotitleelement?: string | boolean;
}

export type EmailUpdateReply = Record<string, never>;

export const EmailUpdate = defineCommand({
  name: 'Email.Update',
  service: 'campaigns',
  auth: 'user',
  request: EmailUpdateRequest,
  returns: reply<EmailUpdateReply>(),
  errorStyle: 'array',
  errors: {
    1: 'EmailID missing',
    2: 'EmailID is not an id (cannot name an email)',
    3: "email does not exist or is not the caller's",
    4: 'invalid Mode',
    5: "RelTemplateID missing or invalid while Mode is 'Template', or not a gallery template the user may use",
    6: 'invalid FromEmail',
    7: 'invalid ReplyToEmail',
    8: 'no content: neither HTML nor plain content, or an Import fetch was refused or failed, or FetchURL / FetchPlainURL is not a public http(s) URL (the message says why)',
    9: 'ValidateScope missing',
    10: 'invalid ValidateScope',
    11: 'unsubscribe link missing in the HTML content (Campaign scope)',
    12: 'unsubscribe link missing in the plain content (Campaign scope)',
    13: 'confirm link missing in the HTML content (OptIn scope)',
    14: 'confirm link missing in the plain content (OptIn scope)',
    15: 'reject link missing in the HTML content (OptIn scope)',
    16: 'reject link missing in the plain content (OptIn scope)',
    17: "sender domain does not exist or is not the caller's",
    21: 'FromEmail has no domain and no sender domain is set (Campaign scope)',
    22: `a text over its bound: names ${TextBounds.name}, addresses ${TextBounds.address}, Subject and PreHeaderText ${TextBounds.line}, URLs ${TextBounds.url}, contents ${TextBounds.body} characters (extension)`,
  },
  summary: 'Update an email: content, sender, mode and validation scope.',
});
