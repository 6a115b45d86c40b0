import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, isPresent, Param } from '../request-params';
import { code } from '../validation';
import { InOrder, type RequestParams, requiredWhen, Rule } from './requests/param-rules';

const noCampaign = (params: RequestParams) => !isPresent(params.campaignid) || String(params.campaignid).trim() === '0';
const FLAG = /^(1|0|true|false|on|off|yes|no)$/i;
const flag = (value: unknown) => typeof value === 'boolean' || ((typeof value === 'string' || typeof value === 'number') && FLAG.test(String(value).trim()));

/**
 * Every parameter's presence is checked first (1–9, in order), then their values (10–16, in order, by the service):
 * the vendor's order. 0 (or absence) says "none" for CampaignID, AutoResponderID and QueueRowID (the vendor's own
 * example leaves the last two out).
 */
export class EmailRenderRequest {
  @IsPresent(code(1, 'Missing UserID parameter'))
  @Param("Owner of the message: the caller's own user id", true)
  userid?: string | number;

  @IsPresent(code(2, 'Missing ListID parameter'))
  @Param("List of the subscriber (one of the caller's)", true)
  listid?: string | number;

  @IsPresent(code(3, 'Missing SubscriberID parameter'))
  @Param('Subscriber whose personalisation is applied', true)
  subscriberid?: string | number;

  @Param('Campaign the message belongs to (0 or absent: none; then EmailID is required)')
  campaignid?: string | number;

  @Param('Autoresponder the message belongs to: only 0 or absent (autoresponder messages are not rendered here)')
  autoresponderid?: string | number;

  @Rule('emailId', requiredWhen(noCampaign), code(6, 'Missing EmailID parameter'))
  @Param("Email content to render (0 or absent: the campaign's)", 'cond')
  emailid?: string | number;

  @Param("Email-gateway queue row: only 0 or absent (the gateway's messages are not rendered here)")
  queuerowid?: string | number;

  @InOrder(IsPresent(code(8, 'Missing IsPreview parameter')), Rule('flag', flag, code(8, 'Missing IsPreview parameter')))
  @Param("1: links point at preview markers; 0: a sent message's links are the recipient's own", true)
  ispreview?: string | number | boolean;

  @InOrder(IsPresent(code(9, 'Missing DisablePersonalization parameter')), Rule('flag', flag, code(9, 'Missing DisablePersonalization parameter')))
  @Param("1: the subscriber's values are left empty (the user's are still merged); 0: merged", true)
  disablepersonalization?: string | number | boolean;
}

export interface EmailRenderReply {
  Subject: string;
  /** the HTML (the plain text for an email without HTML) */
  EmailContent: string;
}

export const EmailRender = defineCommand({
  name: 'email.render',
  service: 'campaigns',
  auth: 'user',
  v1: { methods: ['GET'], path: 'email.render' },
  request: EmailRenderRequest,
  returns: reply<EmailRenderReply>(),
  reply: 'Subject, EmailContent',
  errorStyle: 'array',
  errors: {
    1: 'UserID missing',
    2: 'ListID missing',
    3: 'SubscriberID missing',
    4: 'CampaignID missing (not answered: absent means none, as the vendor example sends)',
    5: 'AutoResponderID missing (not answered: absent means none)',
    6: 'EmailID missing while no CampaignID is given',
    7: 'QueueRowID missing (not answered: absent means none)',
    8: 'IsPreview missing or not a boolean',
    9: 'DisablePersonalization missing or not a boolean',
    10: "UserID not a positive id or not the caller's",
    11: "ListID not a positive id or not a list of the caller's",
    12: 'SubscriberID not a positive id, or (for a message not sent to them) not a subscribed member of the list',
    13: "CampaignID not a campaign of the caller's",
    14: 'AutoResponderID other than 0',
    15: "EmailID not an email of the caller's",
    16: 'QueueRowID other than 0',
  },
  rateLimit: { requests: 10000, windowSeconds: 60 },
  summary:
    "The personalised subject and HTML a subscriber got from a campaign (rendered from the run's frozen content with the values it was sent with), or would get from a campaign or an email now (the user's header and footer included).",
});
