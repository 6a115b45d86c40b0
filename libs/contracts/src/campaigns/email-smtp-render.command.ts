import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { isPositiveId, isPresent, Param } from '../request-params';
import { code } from '../validation';
import { Rule } from './requests/param-rules';

const zeroOrId = (value: unknown) => !isPresent(value) || String(value).trim() === '0' || isPositiveId(value);

export class EmailSmtpRenderRequest {
  @Rule('zeroOrId', zeroOrId, code(1, 'Missing or invalid UserID parameter'))
  @Param('Owner: ignored for a user (the caller), required with administrator credentials', 'cond')
  userid?: string | number;

  @Rule('zeroOrId', zeroOrId, code(2, 'Invalid CampaignID parameter'))
  @Param('Campaign to render: its email and its first list are used unless EmailID or ListID is given')
  campaignid?: string | number;

  @Rule('zeroOrId', zeroOrId, code(3, 'Invalid AutoResponderID parameter'))
  @Param('Autoresponder: only 0 or absent (autoresponder messages are not rendered here)')
  autoresponderid?: string | number;

  @Rule('zeroOrId', zeroOrId, code(4, 'Missing or invalid EmailID parameter'))
  @Param("Email to render (the campaign's when absent)", 'cond')
  emailid?: string | number;

  @Rule('zeroOrId', zeroOrId, code(5, 'Missing or invalid ListID parameter'))
  @Param("List to take the subscriber from (the campaign's first when absent)", 'cond')
  listid?: string | number;

  @Rule('zeroOrId', zeroOrId, code(6, 'Missing or invalid SubscriberID parameter'))
  @Param("Subscriber to personalise for (the list's first subscriber when absent)")
  subscriberid?: string | number;

  @Param('1/true/on/yes or 0/false/off/no: accepted; the links point at preview markers either way (no recipient exists)')
  ispreview?: string | number | boolean;
}

export interface EmailSmtpRenderReply {
  Subject: string;
  PreHeader: string;
  HTMLBody: string;
  PlainBody: string;
  SMTPHeaders: string;
  SMTPBody: string;
  EmailSizeBytes: number;
  EmailSizeKB: number;
  EmailSizeMB: number;
  AttachmentCount: number;
  /** MultiPart (HTML and plain), HTML or Plain */
  ContentType: string;
  HasHTMLContent: boolean;
  HasPlainContent: boolean;
  ImageEmbeddingEnabled: boolean;
  FromEmail: string;
  FromName: string;
  ReplyToEmail: string;
  ReplyToName: string;
  MFROMDomain: string;
  TrackingDomain: string;
}

export const EmailSmtpRender = defineCommand({
  name: 'email.smtp.render',
  service: 'campaigns',
  auth: 'user-or-admin',
  v1: { methods: ['POST'], path: 'email.smtp.render' },
  request: EmailSmtpRenderRequest,
  returns: reply<EmailSmtpRenderReply>(),
  reply:
    'Subject, PreHeader, HTMLBody, PlainBody, SMTPHeaders, SMTPBody, EmailSize{Bytes,KB,MB}, AttachmentCount, ContentType, Has{HTML,Plain}Content, ImageEmbeddingEnabled, From{Email,Name}, ReplyTo{Email,Name}, MFROMDomain, TrackingDomain',
  errorStyle: 'array',
  errors: {
    1: 'UserID missing (administrator credentials) or not a positive id',
    2: "CampaignID not a campaign of the user's",
    3: 'AutoResponderID other than 0',
    4: "EmailID missing and not inferred from the campaign, not an email of the user's, or the email has no content to send",
    5: "ListID missing and not inferred from the campaign, or not a list of the user's",
    6: 'SubscriberID not a positive id, not a subscribed member of the list, or the list has no subscriber to render for',
  },
  rateLimit: { requests: 10000, windowSeconds: 60 },
  summary:
    "The complete SMTP message a campaign (or an email) would be for a subscriber now: headers, MIME body, size and sender details, rendered by the send pipeline's compiler with the user's header and footer.",
});
