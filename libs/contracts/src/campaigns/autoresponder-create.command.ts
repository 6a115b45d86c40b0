import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';
import {
  KnownDelay,
  KnownStatus,
  KnownTrigger,
  nameCode,
  OptionalIdOrZero,
  RequiredForDelay,
  RequiredForTrigger,
  ValidRepeat,
} from './requests/autoresponder-values';
import { InOrder } from './requests/param-rules';

/** autoresponder.create: parameter names arrive lower-cased; the first failing rule answers its code. */
export class AutoresponderCreateRequest {
  @IsPositiveId(nameCode('subscriberlistid'))
  @Param('List the autoresponder belongs to', true)
  subscriberlistid?: string | number;

  @IsPresent(nameCode('autorespondername'))
  @Param('Display name', true)
  autorespondername?: string;

  @InOrder(IsPresent(nameCode('autorespondertriggertype')), KnownTrigger(code(6, 'Unknown trigger type')))
  @Param(
    'OnSubscription, OnSubscriberLinkClick, OnSubscriberCampaignOpen, OnSubscriberCampaignConversion, OnSubscriberForwardToFriend or OnSubscriberDate',
    true,
  )
  autorespondertriggertype?: string;

  @RequiredForTrigger(nameCode('autorespondertriggervalue'))
  @Param('What the trigger refers to: the tracked URL, the campaign id, or the date field (SubscriptionDate or CustomField<id>)', 'cond')
  autorespondertriggervalue?: string;

  @Param('Second trigger setting: for OnSubscriberDate, Monthly or Yearly (default Yearly)')
  autorespondertriggervalue2?: string;

  @InOrder(IsPresent(code(7, 'Missing delay type')), KnownDelay(code(7, 'Unknown delay type')))
  @Param('Immediately, Seconds later, Minutes later, Hours later, Days later, Weeks later or Months later', true)
  triggertimetype?: string;

  @RequiredForDelay(code(5, 'TriggerTime is required unless the delay type is Immediately'))
  @Param('Delay amount in that unit; needed unless Immediately', 'cond')
  triggertime?: string | number;

  @IsPositiveId(code(8, 'Missing EmailID'))
  @Param('Email content to send; must be the caller’s', true)
  emailid?: string | number;

  @ValidRepeat(code(1, 'Repeat is not R{count}/P{interval}{H|D|W|M}', { value: 'repeat' }))
  @Param('Repeat rule R{count}/P{interval}{H|D|W|M}, e.g. R5/P2D (5 sends in all, 2 days apart)')
  repeat?: string;

  @KnownStatus(code(10, 'Status must be Enabled or Disabled'))
  @Param('Enabled (default) or Disabled')
  status?: string;

  @OptionalIdOrZero(code(11, 'Invalid segment'))
  @Param('Restrict triggering to subscribers in this segment of the list (0 or absent: the whole list)')
  segmentid?: string | number;
}

export interface AutoresponderCreateReply {
  AutoResponderID: number;
}

export const AutoresponderCreate = defineCommand({
  name: 'autoresponder.create',
  service: 'campaigns',
  auth: 'user',
  request: AutoresponderCreateRequest,
  returns: reply<AutoresponderCreateReply>(),
  reply: 'AutoResponderID',
  errorStyle: 'array',
  errors: {
    1: 'a required parameter is missing: the legacy ErrorCode is its lower-cased name (subscriberlistid, autorespondername, autorespondertriggertype, autorespondertriggervalue), or repeat for a malformed Repeat',
    5: 'TriggerTime is missing while the delay type is not Immediately',
    6: 'unknown trigger type',
    7: 'missing or unknown delay type',
    8: 'EmailID is missing',
    9: 'the email does not exist or is not the caller’s',
    10: 'Status is not Enabled or Disabled',
    11: 'the segment is not on this list or not the caller’s',
    12: 'the list is not the caller’s (saving failed)',
  },
  summary: 'Create a list-level automatic email sent to a subscriber after a trigger, with an optional delay and repeat.',
});
