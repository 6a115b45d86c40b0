import { HasPositiveIds, IsPositiveId, isPositiveId, IsPresent, isPresent, Param } from '../../request-params';
import { code } from '../../validation';
import { CampaignStatusAliases, CampaignStatuses, RecursiveScheduleRanges, ScheduleTypes } from '../values';
import { AbTestingCodes, abTestingOf } from './ab-testing';
import { audienceOf, countOf, intsOf, isDateText, isTimeText, isTrueParam, rulesBundleOf } from './param-values';
import { ifGiven, InOrder, OneOf, OptionalId, paramIs, type RequestParams, requiredWhen, Rule } from './param-rules';

/**
 * Campaign requests. Each DTO checks on receipt what needs no lookup, in the spec's order; the service answers
 * the rest (ownership of the campaign and of its email, the time zone, the audience's lists and segments).
 * A malformed CampaignID cannot name a campaign of the caller, so it answers the "not found / not yours" code.
 */

/** Campaign.Approve, .Cancel, .Pause and .Resume: the campaign, 1 when missing, 2 when it names none of the caller's. */
class CampaignActionRequest {
  @InOrder(IsPresent(code(1, 'Missing required parameter: CampaignID')), IsPositiveId(code(2, 'Campaign does not belong to the user or does not exist')))
  @Param('The campaign', true)
  campaignid?: string | number;
}

export class CampaignApproveRequest extends CampaignActionRequest {}
export class CampaignCancelRequest extends CampaignActionRequest {}
export class CampaignPauseRequest extends CampaignActionRequest {}
export class CampaignResumeRequest extends CampaignActionRequest {}

export class CampaignCopyRequest {
  @IsPositiveId(code(1, 'Invalid source campaign'))
  @Param('The campaign to copy (the copy is a Draft without its schedule)', true)
  campaignid?: string | number;
}

export class CampaignCreateRequest {
  @IsPresent(code(1, 'The campaign name is required.'))
  @Param('Name of the new campaign (created as Draft)', true)
  campaignname?: string;

  @Param('Extension: comma-separated tag names (list encodings accepted); the campaign carries exactly these, missing tags of the user are created')
  tags?: string | string[];
}

export class CampaignGetRequest {
  @InOrder(IsPresent(code(1, "Required parameter 'campaignid' is missing.")), IsPositiveId(code(2, "The 'campaignid' parameter must be numeric.")))
  @Param('The campaign', true)
  campaignid?: string | number;

  @Param('boolean: add Statistics (open, click, conversion, unsubscription, bounce; totals, unique, per link and per day)')
  retrievestatistics?: string | boolean;

  @Param('boolean: add Tags (names)')
  retrievetags?: string | boolean;

  @Param('Days of per-day statistics (default 15, clamped to 1–365)')
  statisticsdays?: string | number;

  @Param('boolean: answer 3 for an unknown campaign instead of Success with `Campaign: []`')
  failonnotfound?: string | boolean;

  @Param('boolean: add SplitABTestStatistics, the figures of each A/B variation (sent, opens, clicks, unsubscriptions, bounces; unique and total)')
  splitabteststatistics?: string | boolean;
}

export class CampaignsDeleteRequest {
  @HasPositiveIds(code(1, "The 'campaigns' parameter is missing or invalid."))
  @Param('Comma-separated campaign ids', true)
  campaigns?: string;
}

export class CampaignsGetRequest {
  @Param('Page size (default 0 = all)')
  recordsperrequest?: string | number;

  @Param('Offset (default 0)')
  recordsfrom?: string | number;

  @Param(`'All' (default) or a status: ${CampaignStatuses.join(', ')} ('Pending' = Pending Approval); anything else = All`)
  campaignstatus?: string;

  @Param('Part of the campaign name')
  searchkeyword?: string;

  @Param('A campaign field, `sort-by-status` (always descending) or `sort-by-send-date`; anything else = CampaignName')
  orderfield?: string;

  @Param("'ASC' (default) or 'DESC'")
  ordertype?: string;

  @Param('boolean: add Tags (names) to each campaign')
  retrievetags?: string | boolean;

  @Param('Comma-separated tag ids: only campaigns carrying one of them')
  tags?: string;

  @Param('boolean: add statistics to each campaign (default true)')
  retrievestatistics?: string | boolean;

  @Param('boolean: list auto-resend campaigns too (default false: only campaigns that resend nothing)')
  include_autoresend?: string | boolean;
}

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

/**
 * Campaign.Update. Codes 1–15 in the spec's order (2 and 4 also by the service: ownership of the campaign and
 * of the email), then 17–25 (the ABTesting structure; 19, emails not the caller's, is the service's), 26
 * (auto-resend with a recursive schedule), 28 (malformed audience) and 29 (OriginalCampaignID), both extensions.
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
  @Param('Subject of the auto-resend (required with AutoResendEnabled)', 'cond')
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

  @Param('Pre-header text of the auto-resend')
  autoresendpreheadertext?: string;

  @Param('New name')
  campaignname?: string;

  @Param('Why the status changed (shown with Paused and Failed)')
  campaignstatusreason?: string;

  @Param('Explanation for the approver of a Pending Approval campaign')
  approvaluserexplanation?: string;

  @Param('Domains whose links get Google Analytics parameters (one per line or comma-separated)')
  googleanalyticsdomains?: string;

  @Param("'Enabled' or 'Disabled'")
  publishonrss?: string;

  @Param('boolean: server-to-server conversion tracking')
  s2senabled?: string | boolean;

  @Rule('rulesBundle', ifGiven((value) => rulesBundleOf(value) !== undefined), AUDIENCE)
  @Param(
    'Audience by rules: `{ operator, criteria: [{ list_id, operator, rules }] }` as JSON text or bracket keys; when given, the two recipient parameters are ignored',
  )
  rulesjsonbundle?: string | object;

  @Rule('audience', (value, params) => bundleGiven(params) || ifGiven(isAudience)(value, params), AUDIENCE)
  @Param('Audience: `ListID:SegmentID` entries (`3:0,3:2`; segment 0 = the whole list), comma list, array or JSON array')
  recipientlistsandsegments?: string | string[];

  @Rule('audience', (value, params) => bundleGiven(params) || ifGiven(isAudience)(value, params), AUDIENCE)
  @Param('Excluded `ListID:SegmentID` entries, same encodings')
  exclude_recipientlistsandsegments?: string | string[];

  @Param('Extension: comma-separated tag names (list encodings accepted); the campaign carries exactly these, missing tags of the user are created')
  tags?: string | string[];

  @Rule(
    'originalCampaign',
    ifGiven((value) => isPositiveId(value) || String(value).trim() === '0'),
    code(29, 'OriginalCampaignID is not another campaign of the user'),
  )
  @Param('The campaign this one resends (shown as its ParentCampaign; the parent shows it as AutoResendCampaign); 0 clears it')
  originalcampaignid?: string | number;
}
