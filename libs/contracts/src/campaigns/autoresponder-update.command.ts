import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
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
import { OptionalId } from './requests/param-rules';

/** autoresponder.update: only AutoResponderID is required; what is not sent stays as it is. */
export class AutoresponderUpdateRequest {
  @IsPositiveId(nameCode('autoresponderid'))
  @Param('Autoresponder to change', true)
  autoresponderid?: string | number;

  @OptionalId(code(5, 'List not found'))
  @Param('Move it to another of the caller’s lists')
  subscriberlistid?: string | number;

  @Param('New name')
  autorespondername?: string;

  @KnownTrigger(code(7, 'Unknown trigger type'))
  @Param('New trigger type (values as in autoresponder.create)')
  autorespondertriggertype?: string;

  @RequiredForTrigger(nameCode('autorespondertriggervalue'))
  @Param('New trigger value; needed when the trigger type uses one', 'cond')
  autorespondertriggervalue?: string;

  @Param('New second trigger setting')
  autorespondertriggervalue2?: string;

  @OptionalId(code(9, 'Email not found'))
  @Param('New email content; must be the caller’s')
  emailid?: string | number;

  @KnownDelay(code(8, 'Unknown delay type'))
  @Param('New delay unit (values as in autoresponder.create)')
  triggertimetype?: string;

  @RequiredForDelay(nameCode('triggertime'))
  @Param('New delay amount; needed unless the delay type is Immediately', 'cond')
  triggertime?: string | number;

  @ValidRepeat(code(1, 'Repeat is not R{count}/P{interval}{H|D|W|M}', { value: 'repeat' }))
  @Param('New repeat rule R{count}/P{interval}{H|D|W|M}, or null to stop repeating')
  repeat?: string | null;

  @KnownStatus(code(10, 'Status must be Enabled or Disabled'))
  @Param('Enabled or Disabled')
  status?: string;

  @OptionalIdOrZero(code(11, 'Invalid segment'))
  @Param('New segment scope; 0 or null: the whole list')
  segmentid?: string | number | null;
}

export type AutoresponderUpdateReply = Record<string, never>;

export const AutoresponderUpdate = defineCommand({
  name: 'autoresponder.update',
  service: 'campaigns',
  auth: 'user',
  request: AutoresponderUpdateRequest,
  returns: reply<AutoresponderUpdateReply>(),
  errorStyle: 'array',
  errors: {
    1: 'a required parameter is missing: the legacy ErrorCode is its lower-cased name (autoresponderid, autorespondertriggervalue, triggertime), or repeat for a malformed Repeat',
    5: 'the autoresponder (or the list it is moved to) does not exist or is not the caller’s',
    7: 'unknown trigger type',
    8: 'unknown delay type',
    9: 'the email does not exist or is not the caller’s',
    10: 'Status is not Enabled or Disabled',
    11: 'the segment is not on this list or not the caller’s',
  },
  summary: 'Change any settings of one of the caller’s autoresponders; fields not sent stay as they are.',
});
