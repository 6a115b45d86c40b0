import {
  AutomatedReportCreateRequest,
  AutomatedReportDeleteRequest,
  AutomatedReportGetRequest,
  AutomatedReportsListRequest,
  AutomatedReportToggleRequest,
  AutomatedReportUpdateRequest,
  CampaignApproveRequest,
  CampaignCancelRequest,
  CampaignCopyRequest,
  CampaignCreateRequest,
  CampaignGetRequest,
  CampaignPauseRequest,
  CampaignResumeRequest,
  CampaignsDeleteRequest,
  CampaignsGetRequest,
  CampaignUpdateRequest,
  EmailCreateRequest,
  EmailDeleteRequest,
  EmailDuplicateRequest,
  EmailEmailPreviewRequest,
  EmailGetRequest,
  EmailPersonalizationTagsRequest,
  EmailSpamTestRequest,
  EmailsGetRequest,
  EmailUpdateRequest,
} from '../campaigns/requests';
import { defineCommand } from '../define-command';

/**
 * The campaigns service's commands (spec: Emails, Campaigns, Automated reports; reference notes 1.5, 1.6).
 * Each request DTO answers on receipt the codes that need no lookup, in the spec's order; the service answers
 * the others, also in order. Error shapes follow the vendor's samples (reference notes 1.12).
 */

const service = 'campaigns' as const;
const user = 'user' as const;
const reports = { auth: user, service, permission: 'Campaigns.Get' };
const ERROR_MESSAGE_NOTE = 'Old clients read `ErrorMessage` on a failure (the vendor sends it instead of ErrorText): answer both.';

export const EmailCreate = defineCommand({
  name: 'Email.Create',
  service,
  auth: user,
  request: EmailCreateRequest,
  reply: 'EmailID',
  errorStyle: 'array',
  errors: {},
  summary: 'Create an empty email; returns EmailID.',
});
export const EmailDelete = defineCommand({
  name: 'Email.Delete',
  service,
  auth: user,
  request: EmailDeleteRequest,
  errorStyle: 'scalar',
  errors: {
    1: "EmailID missing or invalid, or no email of the caller's",
    2: 'the email is used by a campaign that may still send (Draft, Ready, Scheduled, Sending, Paused, Pending Approval; extension): finished campaigns let go of it',
  },
  summary: 'Delete an email.',
});
export const EmailDuplicate = defineCommand({
  name: 'Email.Duplicate',
  service,
  auth: user,
  request: EmailDuplicateRequest,
  reply: 'EmailID, EmailName',
  errorStyle: 'array',
  errors: { 1: 'EmailID missing or invalid', 2: "email not found or not the caller's" },
  summary: 'Copy an email.',
});
export const EmailEmailPreview = defineCommand({
  name: 'Email.EmailPreview',
  service,
  auth: user,
  request: EmailEmailPreviewRequest,
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
export const EmailGet = defineCommand({
  name: 'Email.Get',
  service,
  auth: user,
  request: EmailGetRequest,
  reply: 'EmailInformation',
  errorStyle: 'array',
  errors: { 1: 'EmailID missing', 2: "email not found or not the caller's" },
  summary: 'One email.',
  notes: 'reference notes 1.6 (full email field list)',
});
export const EmailPersonalizationTags = defineCommand({
  name: 'Email.PersonalizationTags',
  service,
  auth: user,
  request: EmailPersonalizationTagsRequest,
  reply: 'PersonalizationTags',
  errorStyle: 'keyed',
  errors: {
    1: 'Scope missing or invalid (keyed `scope`)',
    2: "ListID missing, invalid or not the caller's while Scope includes Subscriber (keyed `listid`)",
  },
  summary: 'Merge tags available for a scope.',
});
export const EmailSpamTest = defineCommand({
  name: 'Email.SpamTest',
  service,
  auth: user,
  request: EmailSpamTestRequest,
  reply: 'TestResults { SpamStatus, Score, Details }',
  errorStyle: 'scalar',
  errors: {
    1: 'EmailID missing',
    2: "email not found or not the caller's",
    3: 'spam test failed, or no SpamAssassin configured (SPAMD_URL): the message says how to enable it',
  },
  summary: 'Score an email for spam with SpamAssassin.',
  notes: ERROR_MESSAGE_NOTE,
});
export const EmailUpdate = defineCommand({
  name: 'Email.Update',
  service,
  auth: user,
  request: EmailUpdateRequest,
  errorStyle: 'array',
  errors: {
    1: 'EmailID missing',
    2: 'EmailID is not an id (cannot name an email)',
    3: "email does not exist or is not the caller's",
    4: 'invalid Mode',
    5: "RelTemplateID missing or invalid while Mode is 'Template'",
    6: 'invalid FromEmail',
    7: 'invalid ReplyToEmail',
    8: 'no content: neither HTML nor plain content, or an Import fetch was refused or failed (the message says why)',
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
  },
  summary: 'Update an email: content, sender, mode and validation scope.',
});
export const EmailsGet = defineCommand({
  name: 'Emails.Get',
  service,
  auth: user,
  request: EmailsGetRequest,
  reply: 'TotalEmailCount, Emails',
  errorStyle: 'array',
  errors: {},
  summary: "The caller's emails (ordered by EmailName).",
});
export const CampaignApprove = defineCommand({
  name: 'Campaign.Approve',
  service,
  auth: user,
  adminActsForUser: { userParam: 'userid' },
  request: CampaignApproveRequest,
  errorStyle: 'scalar',
  errors: { 1: 'CampaignID missing', 2: "campaign not found or not the caller's (an administrator's: not the named UserID's)" },
  summary: 'Approve a campaign (to Ready).',
  notes:
    "An Untrusted user's own approval leaves the campaign Pending Approval. An administrator (AdminAPIKey or admin session) approves any user's campaign by naming the owner in `UserID`.",
});
export const CampaignCancel = defineCommand({
  name: 'Campaign.Cancel',
  service,
  auth: user,
  request: CampaignCancelRequest,
  errorStyle: 'scalar',
  errors: { 1: 'CampaignID missing', 2: "campaign not found or not the caller's" },
  summary: 'Cancel a campaign (to Cancelled; a sending one stops within a second).',
});
export const CampaignCopy = defineCommand({
  name: 'Campaign.Copy',
  service,
  auth: user,
  request: CampaignCopyRequest,
  reply: 'NewCampaignID',
  errorStyle: 'array',
  errors: { 1: "invalid source campaign: missing, malformed, or not the caller's" },
  summary: 'Copy a campaign (as Draft, without its schedule).',
});
export const CampaignCreate = defineCommand({
  name: 'Campaign.Create',
  service,
  auth: user,
  request: CampaignCreateRequest,
  reply: 'CampaignID',
  errorStyle: 'array',
  errors: { 1: 'CampaignName missing' },
  summary: 'Create a campaign (Draft).',
});
export const CampaignGet = defineCommand({
  name: 'Campaign.Get',
  service,
  auth: user,
  permission: 'Campaigns.Get',
  request: CampaignGetRequest,
  reply:
    'Campaign (CampaignID, Name and CampaignName, Status and CampaignStatus, schedule and audience, TotalSent, TotalHardBounces, TotalSoftBounces, ' +
    'HardBounceRatio and SoftBounceRatio as two-decimal strings, ABTesting, Statistics, SplitABTestStatistics, Tags, AutoResendCampaign ([] when none), ' +
    'ParentCampaign (omitted when none)), CampaignThroughput { EmailsPerSecond, Duration }; ' +
    'an unknown campaign answers Success with `Campaign: []` unless FailOnNotFound',
  errorStyle: 'scalar',
  errors: { 1: 'campaignid missing', 2: 'campaignid not numeric', 3: "campaign not found or not the caller's (only with FailOnNotFound)" },
  summary: 'One campaign with statistics.',
  notes: `reference notes 1.5. ${ERROR_MESSAGE_NOTE}`,
});
export const CampaignPause = defineCommand({
  name: 'Campaign.Pause',
  service,
  auth: user,
  request: CampaignPauseRequest,
  errorStyle: 'scalar',
  errors: { 1: 'CampaignID missing', 2: "campaign not found or not the caller's", 3: 'campaign is neither Sending nor Ready' },
  summary: 'Pause a sending or ready campaign (takes effect within a second).',
});
export const CampaignResume = defineCommand({
  name: 'Campaign.Resume',
  service,
  auth: user,
  request: CampaignResumeRequest,
  errorStyle: 'scalar',
  errors: { 1: 'CampaignID missing', 2: "campaign not found or not the caller's", 3: 'campaign is not Paused' },
  summary: 'Resume a paused campaign (to Ready; sending continues where it stopped).',
});
export const CampaignUpdate = defineCommand({
  name: 'Campaign.Update',
  service,
  auth: user,
  request: CampaignUpdateRequest,
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
  },
  summary: 'Update status, schedule, audience, email and settings of a campaign.',
  notes: 'reference notes 1.5 (Campaign.Update extras: auto-resend 14, 15, 26; A/B testing 17–25; 27)',
});
export const CampaignsDelete = defineCommand({
  name: 'Campaigns.Delete',
  service,
  auth: user,
  request: CampaignsDeleteRequest,
  errorStyle: 'keyed',
  errors: { 1: 'campaign ids missing or invalid (keyed `campaigns`)' },
  summary: 'Delete campaigns.',
});
export const CampaignsGet = defineCommand({
  name: 'Campaigns.Get',
  service,
  auth: user,
  permission: 'Campaigns.Get',
  request: CampaignsGetRequest,
  reply: 'Campaigns, TotalCampaigns',
  errorStyle: 'array',
  errors: {},
  summary: "The caller's campaigns, filtered, ordered and paged.",
  notes: 'reference notes 1.5; bad filter, order or paging values fall back to the defaults',
});
export const AutomatedReportCreate = defineCommand({
  name: 'automated_reports.create',
  ...reports,
  request: AutomatedReportCreateRequest,
  reply: 'ReportID',
  errorStyle: 'keyed',
  errors: {
    1: 'a required parameter missing (keyed by its name: reportname, frequency, filtertype, recipientemails)',
    2: 'invalid Frequency',
    3: 'invalid FilterType',
    4: 'invalid address in RecipientEmails',
    5: "FilterTags missing while FilterType is 'tags'",
    6: "a FilterTags id is not a campaign tag of the caller's",
    7: 'creation failed',
  },
  summary: 'Schedule an emailed campaign performance report.',
});
export const AutomatedReportUpdate = defineCommand({
  name: 'automated_reports.update',
  ...reports,
  request: AutomatedReportUpdateRequest,
  reply: 'ReportID',
  errorStyle: 'keyed',
  errors: {
    1: 'ReportID missing (keyed `reportid`)',
    2: "report not found or not the caller's",
    3: 'invalid Frequency',
    4: 'invalid FilterType',
    5: "a FilterTags id is not a campaign tag of the caller's, or none while FilterType is 'tags'",
    6: 'invalid address in RecipientEmails',
    7: 'invalid Status',
    8: 'nothing to update',
    9: 'update failed',
  },
  summary: 'Update an automated report (only the given fields).',
});
export const AutomatedReportDelete = defineCommand({
  name: 'automated_reports.delete',
  ...reports,
  request: AutomatedReportDeleteRequest,
  reply: 'Message',
  errorStyle: 'keyed',
  errors: { 1: 'ReportID missing (keyed `reportid`)', 2: "report not found or not the caller's" },
  summary: 'Delete an automated report.',
});
export const AutomatedReportGet = defineCommand({
  name: 'automated_reports.get',
  ...reports,
  request: AutomatedReportGetRequest,
  reply: 'Report (with FilterTagNames and the formatted dates)',
  errorStyle: 'keyed',
  errors: { 1: 'ReportID missing (keyed `reportid`)', 2: "report not found or not the caller's" },
  summary: 'One automated report.',
});
export const AutomatedReportsList = defineCommand({
  name: 'automated_reports.list',
  ...reports,
  request: AutomatedReportsListRequest,
  reply: 'Reports, TotalReports',
  errorStyle: 'scalar',
  errors: { 1: 'invalid Status filter', 2: 'invalid Frequency filter' },
  summary: 'Automated reports, filtered.',
});
export const AutomatedReportToggle = defineCommand({
  name: 'automated_reports.toggle',
  ...reports,
  request: AutomatedReportToggleRequest,
  reply: 'ReportID, NewStatus, Message',
  errorStyle: 'keyed',
  errors: { 1: 'ReportID missing (keyed `reportid`)', 2: "report not found or not the caller's" },
  summary: 'Enable or disable an automated report.',
});

export const CAMPAIGNS_COMMANDS = [
  EmailCreate,
  EmailDelete,
  EmailDuplicate,
  EmailEmailPreview,
  EmailGet,
  EmailPersonalizationTags,
  EmailSpamTest,
  EmailUpdate,
  EmailsGet,
  CampaignApprove,
  CampaignCancel,
  CampaignCopy,
  CampaignCreate,
  CampaignGet,
  CampaignPause,
  CampaignResume,
  CampaignUpdate,
  CampaignsDelete,
  CampaignsGet,
  AutomatedReportCreate,
  AutomatedReportUpdate,
  AutomatedReportDelete,
  AutomatedReportGet,
  AutomatedReportsList,
  AutomatedReportToggle,
];
