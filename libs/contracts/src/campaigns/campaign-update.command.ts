import { IsPositiveId, isPositiveId, IsPresent, isPresent, Param } from '../request-params';
import { MaxTexts, TextBounds } from '../text-bounds';
import { code } from '../validation';
import { CampaignStatusAliases, CampaignStatuses, RecursiveScheduleRanges, ScheduleTypes } from './values';
import { AbTestingCodes, abTestingOf } from './requests/ab-testing';
import { tagNamesFit, TAG_NAME_MAX } from './requests/tag-names';
import { audienceOf, countOf, intsOf, isDateText, isTimeText, isTrueParam, rulesBundleOf } from './requests/param-values';
import { ifGiven, InOrder, OneOf, OptionalId, paramIs, type RequestParams, requiredWhen, Rule } from './requests/param-rules';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

const scheduled = (params: RequestParams): boolean => paramIs('scheduletype', 'Future')(params) || paramIs('scheduletype', 'Recursive')(params);
const recursive = paramIs('scheduletype', 'Recursive');
const future = paramIs('scheduletype', 'Future');
const autoResend = (params: RequestParams): boolean => isTrueParam(params.autoresendenabled);
const inRange = (range: { min: number; max: number }) => (value: unknown) => intsOf(value, range) !== undefined;
const isCount = (value: unknown): boolean => countOf(value) !== undefined;
const isWaitDays = (value: unknown): boolean => {
  const days = countOf(value);
  return days !== undefined && days >= 1 && days <= 365;
};
const isAudience = (value: unknown): boolean => audienceOf(value) !== undefined;
const bundleGiven = (params: RequestParams): boolean => isPresent(params.rulesjsonbundle);

/** Days of week or of month: one is required for Recursive, and each one given must be valid. */
const recursiveDays = (_: unknown, params: RequestParams): boolean => {
  const week = ifGiven(inRange(RecursiveScheduleRanges.daysOfWeek))(params.schedulerecdaysofweek, params);
  const month = ifGiven(inRange(RecursiveScheduleRanges.daysOfMonth))(params.schedulerecdaysofmonth, params);
  const either = isPresent(params.schedulerecdaysofweek) || isPresent(params.schedulerecdaysofmonth);
  return week && month && (either || !recursive(params));
};

const AB_TESTING_MESSAGES: Record<number, string> = {
  17: 'Invalid ABTesting parameter format (must be an object)',
  18: 'Invalid ABTesting variations format (must be an array)',
  21: 'Minimum 2 A/B test variations required',
  22: 'Maximum 5 A/B test variations allowed',
  23: 'Missing required fields in A/B variation (EmailID, Weight)',
  24: 'Invalid EmailID or Weight in A/B variation',
  25: 'A/B variation distribution percentage below 1%',
};
const DAYS = code(8, 'Either days of the week or days of the month must be specified for recursive campaigns');
const AUDIENCE = code(28, 'Invalid audience: RulesJsonBundle or RecipientListsAndSegments is malformed');
/** code 30, checked after every other: a stored text over its bound (docs/decisions.md, "Stored text bounds") */
const TEXT_BOUNDS = [
  ['AutoResendSubject', TextBounds.line],
  ['AutoResendPreHeaderText', TextBounds.line],
  ['CampaignName', TextBounds.name],
  ['CampaignStatusReason', TextBounds.line],
  ['ApprovalUserExplanation', TextBounds.text],
  ['GoogleAnalyticsDomains', TextBounds.text],
  ['RulesJsonBundle', TextBounds.text],
  ['RecipientListsAndSegments', TextBounds.text],
  ['Exclude_RecipientListsAndSegments', TextBounds.text],
] as const;
const tagNames = (_: unknown, params: RequestParams) => tagNamesFit(params.tags);

/**
 * Campaign.Update. Codes 1–15 in the spec's order (2 and 4 also by the service: ownership of the campaign and
 * of the email), then 17–25 (the ABTesting structure; 19, emails not the caller's, is the service's), 26
 * (auto-resend with a recursive schedule), 28 (malformed audience) and 29 (OriginalCampaignID), both extensions, and
 * last 30 (a text over its bound, an extension).
 * Schedule and auto-resend parameters are checked whenever given; which are required depends on this request's
 * ScheduleType and AutoResendEnabled (the service applies the stored ones when these are absent).
 */
export class CampaignUpdateRequest {
  @InOrder(IsPresent(code(1, 'Campaign ID is required')), IsPositiveId(code(2, 'Campaign does not belong to the user')))
  @Param('The campaign', true)
  campaignid?: string | number;

  @OneOf(CampaignStatuses, code(3, 'Invalid campaign status'), CampaignStatusAliases)
  @Param(`New status: ${CampaignStatuses.join(', ')} ('Pending' = Pending Approval); Ready for an Untrusted user becomes Pending Approval`)
  campaignstatus?: string;

  @OptionalId(code(4, 'Email ID does not belong to the user'))
  @Param("The campaign's email")
  relemailid?: string | number;

  @OneOf(ScheduleTypes, code(5, 'Invalid schedule type'))
  @Param(`${ScheduleTypes.map((t) => `'${t}'`).join(', ')} ('Not Scheduled' undoes a schedule)`)
  scheduletype?: string;

  @Rule('sendDate', requiredWhen(future, isDateText), code(6, 'Send date is required for future scheduled campaigns'))
  @Param('YYYY-MM-DD (required for Future)', 'cond')
  senddate?: string;

  @Rule('sendTime', requiredWhen(future, isTimeText), code(7, 'Send time is required for future scheduled campaigns'))
  @Param('HH:MM or HH:MM:SS (required for Future)', 'cond')
  sendtime?: string;

  @Rule('recursiveDays', recursiveDays, DAYS)
  @Param('Recursive: days of week, 1 (Monday) to 7 (Sunday), 0 = every day; comma list, array or JSON array (this or days of month)', 'cond')
  schedulerecdaysofweek?: string | string[];

  @Rule('recursiveDays', recursiveDays, DAYS)
  @Param('Recursive: days of month 1–31, 0 = every day (this or days of week)', 'cond')
  schedulerecdaysofmonth?: string | string[];

  @Rule('recursiveMonths', requiredWhen(recursive, inRange(RecursiveScheduleRanges.months)), code(9, 'Months are required for recursive campaigns'))
  @Param('Recursive: months 1–12, 0 = every month', 'cond')
  schedulerecmonths?: string | string[];

  @Rule('recursiveHours', requiredWhen(recursive, inRange(RecursiveScheduleRanges.hours)), code(10, 'Hours are required for recursive campaigns'))
  @Param('Recursive: hours 0–23', 'cond')
  schedulerechours?: string | string[];

  @Rule('recursiveMinutes', requiredWhen(recursive, inRange(RecursiveScheduleRanges.minutes)), code(11, 'Minutes are required for recursive campaigns'))
  @Param('Recursive: minutes 0–59', 'cond')
  schedulerecminutes?: string | string[];

  @Rule('recursiveMax', requiredWhen(recursive, isCount), code(12, 'Maximum instances are required for recursive campaigns'))
  @Param('Recursive: how many times to send, 0 = unlimited', 'cond')
  schedulerecsendmaxinstance?: string | number;

  @Rule('timeZone', requiredWhen(scheduled), code(13, 'Timezone is required for scheduled campaigns'))
  @Param('Time zone of a Future or Recursive schedule: an IANA name (Europe/Berlin) or the legacy label `(GMT+01:00) Berlin`', 'cond')
  sendtimezone?: string;

  @Rule('autoResendDays', requiredWhen(autoResend, isWaitDays), code(14, 'Missing or invalid AutoResendWaitDays when AutoResendEnabled=true'))
  @Param('Days (1–365) after which non-openers get the auto-resend (required with AutoResendEnabled)', 'cond')
  autoresendwaitdays?: string | number;

  @Rule('autoResendSubject', requiredWhen(autoResend), code(15, 'Missing AutoResendSubject when AutoResendEnabled=true'))
  @Param(`Subject of the auto-resend (required with AutoResendEnabled), at most ${TextBounds.line} characters`, 'cond')
  autoresendsubject?: string;

  @InOrder(
    ...Object.values(AbTestingCodes).map((c) =>
      Rule(
        `abTesting${c}`,
        ifGiven((value) => (abTestingOf(value) as { problem?: number }).problem !== c),
        code(c, AB_TESTING_MESSAGES[c]),
      ),
    ),
  )
  @Param(
    'A/B test: `{ Variations: [{ EmailID, Weight }, …] }` (2–5 emails of the caller; each gets weight / sum of weights of the audience, at least 1%) as JSON text, a JSON object or `ABTesting[Variations][0][EmailID]` form fields; `0`/`false`/`none` switches it off',
  )
  abtesting?: string | object;

  @Rule('autoResendOnce', (value, params) => !(isTrueParam(value) && recursive(params)), code(26, 'Auto-resend is not available for recursive campaigns'))
  @Param('boolean: resend to non-openers after AutoResendWaitDays')
  autoresendenabled?: string | boolean;

  @Param(`Pre-header text of the auto-resend, at most ${TextBounds.line} characters`)
  autoresendpreheadertext?: string;

  @Param(`New name, at most ${TextBounds.name} characters`)
  campaignname?: string;

  @Param(`Why the status changed (shown with Paused and Failed), at most ${TextBounds.line} characters`)
  campaignstatusreason?: string;

  @Param(`Explanation for the approver of a Pending Approval campaign, at most ${TextBounds.text} characters`)
  approvaluserexplanation?: string;

  @Param(`Domains whose links get Google Analytics parameters (one per line or comma-separated), at most ${TextBounds.text} characters`)
  googleanalyticsdomains?: string;

  @Param("'Enabled' or 'Disabled'")
  publishonrss?: string;

  @Param('boolean: server-to-server conversion tracking')
  s2senabled?: string | boolean;

  @Rule('rulesBundle', ifGiven((value) => rulesBundleOf(value) !== undefined), AUDIENCE)
  @Param(
    `Audience by rules: \`{ operator, criteria: [{ list_id, operator, rules }] }\` as JSON text or bracket keys, at most ${TextBounds.text} characters; when given, the two recipient parameters are ignored`,
  )
  rulesjsonbundle?: string | object;

  @Rule('audience', (value, params) => bundleGiven(params) || ifGiven(isAudience)(value, params), AUDIENCE)
  @Param(
    `Audience: \`ListID:SegmentID\` entries (\`3:0,3:2\`; segment 0 = the whole list), comma list, array or JSON array, at most ${TextBounds.text} characters`,
  )
  recipientlistsandsegments?: string | string[];

  @Rule('audience', (value, params) => bundleGiven(params) || ifGiven(isAudience)(value, params), AUDIENCE)
  @Param(`Excluded \`ListID:SegmentID\` entries, same encodings and bound`)
  exclude_recipientlistsandsegments?: string | string[];

  @Param(
    `Extension: comma-separated tag names of at most ${TAG_NAME_MAX} characters (list encodings accepted); the campaign carries exactly these, missing tags of the user are created`,
  )
  tags?: string | string[];

  @InOrder(
    Rule(
      'originalCampaign',
      ifGiven((value) => isPositiveId(value) || String(value).trim() === '0'),
      code(29, 'OriginalCampaignID is not another campaign of the user'),
    ),
    ...MaxTexts(30, TEXT_BOUNDS),
    Rule('tagNames', tagNames, code(30, `Each tag name must be at most ${TAG_NAME_MAX} characters`)),
  )
  @Param('The campaign this one resends (shown as its ParentCampaign; the parent shows it as AutoResendCampaign); 0 clears it')
  originalcampaignid?: string | number;
}

export type CampaignUpdateReply = Record<string, never>;

export const CampaignUpdate = defineCommand({
  name: 'Campaign.Update',
  service: 'campaigns',
  auth: 'user',
  request: CampaignUpdateRequest,
  returns: reply<CampaignUpdateReply>(),
  errorStyle: 'scalar',
  errors: {
    1: 'CampaignID missing',
    2: "campaign not found or not the caller's",
    3: 'invalid CampaignStatus',
    4: "RelEmailID is not an email of the caller's",
    5: 'invalid ScheduleType',
    6: 'SendDate missing or invalid (Future)',
    7: 'SendTime missing or invalid (Future)',
    8: 'days of week or days of month missing or invalid (Recursive)',
    9: 'months missing or invalid (Recursive)',
    10: 'hours missing or invalid (Recursive)',
    11: 'minutes missing or invalid (Recursive)',
    12: 'maximum instances missing or invalid (Recursive)',
    13: 'time zone missing or unknown (Future, Recursive)',
    14: 'AutoResendWaitDays missing or invalid while AutoResendEnabled',
    15: 'AutoResendSubject missing while AutoResendEnabled',
    17: 'ABTesting is not an object (or JSON text of one)',
    18: 'ABTesting Variations is not a list',
    19: "an A/B variation's EmailID is not an email of the caller's",
    21: 'fewer than 2 A/B variations',
    22: 'more than 5 A/B variations',
    23: 'an A/B variation without EmailID or Weight',
    24: 'an A/B variation whose EmailID is not an id or whose Weight is not a positive number',
    25: "an A/B variation's share of the weights is below 1%",
    26: 'auto-resend with a Recursive schedule',
    27: 'the scheduled time is in the past (Future)',
    28: "malformed RulesJsonBundle or RecipientListsAndSegments, or a list or segment that is not the caller's (extension)",
    29: "OriginalCampaignID is malformed, the campaign itself, or not a campaign of the caller's (extension)",
    30: `a text over its bound: CampaignName ${TextBounds.name}, a tag name ${TAG_NAME_MAX}, subjects, pre-headers and CampaignStatusReason ${TextBounds.line}, the other texts ${TextBounds.text} characters (extension)`,
  },
  summary: 'Update status, schedule, audience, email and settings of a campaign.',
  notes: 'reference notes 1.5 (Campaign.Update extras: auto-resend 14, 15, 26; A/B testing 17–25; 27)',
});
