import * as f from './action-fields';
import type { ActionType } from './action-spec';

type Schema = Record<string, f.FieldRule>;

/** Each action type's parameters, canonical names (reference notes §1.8); unknown parameters are dropped. */
export const ACTION_SCHEMAS: Record<ActionType, Schema> = {
  Wait: {
    WaitUnit: f.required(f.oneOf('seconds', 'minutes', 'hours', 'days')),
    WaitAmount: f.required(f.id),
    TimeConstraintEnabled: f.optional(f.bool, false),
    DontSendBefore: f.optional(f.clock),
    DontSendAfter: f.optional(f.clock),
    AllowedDays: f.optional(f.days),
    TimeZone: f.optional(f.timeZone, 'UTC'),
  },
  SendEmail: {
    EmailID: f.required(f.id),
    /** a gateway sender domain of the user (checked when the actions are saved); empty or 0: none */
    SenderDomainID: f.optional(f.idOrNone),
    From: f.optional(f.address),
    ReplyTo: f.optional(f.address),
    CC: f.optional(f.emails),
    BCC: f.optional(f.emails),
  },
  SendSMS: {
    /** sms' bound of one message (SmsSendOne) */
    message: f.required(f.text(1600)),
    gateway_id: f.optional(f.id),
    sender_id: f.optional(f.text(64)),
    /** our extension: the list's custom field holding the number (else the first named phone/mobile) */
    phone_field_id: f.optional(f.id),
    skip_if_no_phone: f.optional(f.bool, true),
    max_retry_attempts: f.optional(f.id),
    priority: f.optional(f.oneOf('normal', 'high'), 'normal'),
    delivery_window_enabled: f.optional(f.bool, false),
    include_link: f.optional(f.bool, false),
    link_url: f.optional(f.url),
    link_expiry_hours: f.optional(f.id, 72),
    link_utm_source: f.optional(f.text(f.BOUNDS.name)),
    link_utm_medium: f.optional(f.text(f.BOUNDS.name)),
    link_utm_campaign: f.optional(f.text(f.BOUNDS.name)),
  },
  UpdateCustomFieldValue: { TargetCustomFieldID: f.required(f.id), NewCustomFieldValue: f.optional(f.text(), '') },
  Subscribe: { TargetListID: f.required(f.id) },
  Unsubscribe: { TargetListID: f.required(f.id) },
  DeleteSubscriber: {},
  ExitJourney: { TargetJourneyID: f.required(f.ids) },
  ExitThisJourney: {},
  ExitAllOtherJourneys: {},
  ExitAllJourneys: {},
  StartJourney: { TargetJourneyID: f.required(f.id) },
  AddTag: { TargetTagID: f.required(f.id) },
  RemoveTag: { TargetTagID: f.required(f.id) },
  Webhook: {
    WebhookURL: f.required(f.callableUrl),
    Secret: f.optional(f.text(1024)),
    SignatureHeader: f.optional(f.text(f.BOUNDS.name), 'X-Octeth-Signature'),
    Payload: f.optional(f.pairs('Key', { entries: 100, value: f.BOUNDS.text }), []),
    Headers: f.optional(f.pairs('Name', { entries: 50, value: 8192 }), []),
    MaxRetries: f.optional(f.id, 3),
  },
  Decision: { CriteriaOperator: f.optional(f.oneOf('and', 'or'), 'and'), Criteria: f.required(f.rules) },
  YesNo: {
    CriteriaLeft: f.required(f.text(f.BOUNDS.name)),
    CriteriaOperator: f.required(f.text(f.BOUNDS.name)),
    CriteriaRight: f.optional(f.text(), ''),
    CriteriaOption: f.optional(f.text(f.BOUNDS.name), ''),
  },
  Debug: { SleepSeconds: f.optional(f.id), DebugMessage: f.optional(f.text(), '') },
};
